#include "cli.h"

#ifdef SLUICE_WITH_GUI
#include "gui.h"
#endif

#include <cstdio>

int main(int argc, char **argv)
{
    if (sluice::cli::isHeadlessInvocation(argc, argv))
        return sluice::cli::runHeadless(argc, argv);
#ifdef SLUICE_WITH_GUI
    return sluice::runGui(argc, argv);
#else
    std::fputs("sluice: this build has no GUI; run 'sluice --help' for the headless commands\n",
               stderr);
    return 2;
#endif
}
