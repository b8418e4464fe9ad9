#pragma once

#include <sluice/status.h>
#include <sluice/text.h>

#include <QString>

#include <string_view>

namespace sluice {

/// The engine's texts in the app's language. The engine gives English templates and their
/// values (sluice/text.h); these look the templates up in the installed catalogues (context
/// "sluice::Engine") and fill in the values. Call on the GUI thread, where the catalogues change.
QString translated(const Text &text);

/// A failure as Status::toString() writes it ("line:col: operator: message"), translated.
QString translated(const Status &status);

/// A description from the engine's registries (options, functions, hints, connector options:
/// `sluice docs-texts` lists them for lupdate) in the app's language (context "sluice::Docs").
QString translatedDoc(std::string_view english);

} // namespace sluice
