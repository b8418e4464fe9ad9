#pragma once

namespace sluice {

/// Opens the designer window on the .sql files named in argv (or the previous session) and runs
/// the event loop. Returns the exit code; refuses to start, with a message, when no display is
/// available.
int runGui(int argc, char **argv);

} // namespace sluice
