#include "diagnostics_runner.h"

namespace sluice {

DiagnosticsRunner::DiagnosticsRunner(QObject *parent)
    : QObject(parent)
{
    qRegisterMetaType<std::vector<sluice::Diagnostic>>();
    connect(&m_runner, &AnalysisRunner::finished, this,
            [this](quint64 generation, const std::any &result, const QString &error) {
                std::vector<Diagnostic> diagnostics;
                if (error.isEmpty()) {
                    diagnostics = std::any_cast<const std::vector<Diagnostic> &>(result);
                } else {
                    // A checker bug must not take the editor down; show it where the user looks.
                    diagnostics.push_back({Severity::Error, {},
                                           "internal error in check: " + error.toStdString(),
                                           "internal"});
                }
                emit finished(generation, diagnostics);
            });
}

void DiagnosticsRunner::setCheckFunction(CheckFunction check)
{
    m_check = check;
    if (!check) {
        m_runner.setFunction({});
        return;
    }
    m_runner.setFunction([check = std::move(check)](std::string text) -> std::any {
        return check(std::move(text));
    });
}

} // namespace sluice
