// libFuzzer target over the whole front-end: parser, binder, physical planner, configuration
// checks and the plan printer (checkScript + explainScript). Any input must yield diagnostics
// inside the text and plans that print; never a crash, hang or leak.
//
//   check_fuzz -max_total_time=60 -max_len=8192 tests/fuzz/corpus

#include <sluice/script.h>

#include <cstddef>
#include <cstdint>
#include <string_view>

namespace {

void require(bool condition)
{
    if (!condition)
        __builtin_trap();
}

void checkDiagnostics(const sluice::Diagnostics &diagnostics, std::size_t size)
{
    for (const sluice::Diagnostic &d : diagnostics) {
        require(!d.message.empty());
        if (!d.range.valid())
            continue;
        require(d.range.begin.offset <= d.range.end.offset);
        require(d.range.end.offset <= size);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    const sluice::CheckResult checked = sluice::checkScript(text);
    checkDiagnostics(checked.diagnostics, size);
    const sluice::ExplainResult explained = sluice::explainScript(text);
    checkDiagnostics(explained.diagnostics, size);
    for (const auto &[title, plan] : explained.plans)
        require(!title.empty() && !plan.empty());
    return 0;
}
