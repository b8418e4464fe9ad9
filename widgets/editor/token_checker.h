#pragma once

#include <sluice/diagnostics.h>

#include <QCoreApplication>

#include <string>
#include <vector>

namespace sluice {

/// The check the editor runs until the engine's full checker is plugged in: every Invalid token
/// of the engine's tokenizer (an unterminated string, comment or quoted identifier, a stray
/// character) becomes an error over its exact range. Thread-safe, so DiagnosticsRunner can run
/// it off the GUI thread.
class TokenChecker
{
    Q_DECLARE_TR_FUNCTIONS(sluice::TokenChecker)

public:
    static std::vector<Diagnostic> check(std::string text);
};

} // namespace sluice
