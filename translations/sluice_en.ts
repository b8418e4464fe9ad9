<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>CloseButton</name>
    <message>
        <location filename="../widgets/shell/main_window.cpp" line="+116"/>
        <source>Close Tab</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sluice::ChartPanel</name>
    <message>
        <location filename="../widgets/monitor/chart_panel.cpp" line="+167"/>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Chart exported by Sluice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the SVG could not be drawn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+108"/>
        <source>%1
%2 at %3 s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sluice::CheckpointHistory</name>
    <message>
        <location filename="../widgets/monitor/checkpoint_history.cpp" line="+47"/>
        <source>savepoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Savepoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>In progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 completed · %2 failed · %3 in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No completed checkpoint yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latest completed: %1 %2 at %3 · %4 · %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+8"/>
        <source>kept in memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Restored from %1 %2 at %3 · %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 %2 · %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Failure: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Path: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none (kept in memory)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+44"/>
        <source>(in memory)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Subtasks that have written their state, of all subtasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>From the trigger to the completion (so far, while in progress)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>State written by the acknowledged subtasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The longest barrier alignment of a subtask (exactly-once mode)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Triggered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>State size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alignment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Acknowledged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Path</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sluice::CheckpointsView</name>
    <message>
        <location filename="../widgets/monitor/checkpoints_view.cpp" line="+70"/>
        <location line="+198"/>
        <source>Copy Path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-196"/>
        <source>Copy the folder of the selected checkpoint, for --restore or execution.state-recovery.path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+196"/>
        <source>Open Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-135"/>
        <source>Checkpoints: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source> · restarted %n time(s)</source>
        <translation>
            <numerusform> · restarted %n time</numerusform>
            <numerusform> · restarted %n times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>No checkpoints; restarted %n time(s)</source>
        <translation>
            <numerusform>No checkpoints; restarted %n time</numerusform>
            <numerusform>No checkpoints; restarted %n times</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No checkpoints yet. Periodic checkpoints need SET &apos;execution.checkpointing.interval&apos;; a savepoint needs none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Last failure: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Selected checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Last failure (restarted %n time(s))</source>
        <translation>
            <numerusform>Last failure (restarted %n time)</numerusform>
            <numerusform>Last failure (restarted %n times)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Details</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select a checkpoint to read it in full: its failure, if it failed, and its folder, to copy or open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Open the folder of the selected checkpoint in the file manager</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The folder no longer exists: only the latest execution.checkpointing.num-retained checkpoints are kept, and the end of the job removes them unless they are retained</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Copy Failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy Details</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sluice::ClusterProfilesPage</name>
    <message>
        <location filename="../widgets/cluster/cluster_profiles_page.cpp" line="+25"/>
        <source>&amp;Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Test Connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>User and password (basic)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Token (bearer)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the system&apos;s CAs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose a PEM file of certificate authorities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Certificate Authorities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PEM certificates (*.pem *.crt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SQL &amp;Gateway:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;JobManager REST:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sign in:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;User:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Password or token:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;CA file:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Flink &amp;version:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Sluice sends scripts to a Flink session cluster through its SQL Gateway and watches the jobs through the JobManager&apos;s REST API. Passwords and tokens are kept in the system keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+50"/>
        <source>unchanged (in the keychain)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Flink cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flink cluster %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Profile &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Profile &apos;%1&apos;: the SQL Gateway URL is needed to run scripts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Profile &apos;%1&apos;: the JobManager REST URL is needed to watch its jobs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two profiles are named &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Connecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The SQL Gateway answers (REST API %1), but: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Connected: the SQL Gateway speaks REST API %1; the cluster runs %n job(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The keychain could not keep the secret of &apos;%1&apos; (%2): it is kept for this session only.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sluice::ClusterRun</name>
    <message>
        <location filename="../widgets/bridge/cluster_run.cpp" line="+88"/>
        <source>The jobs this script started before go on running on the cluster: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1; retrying in %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+57"/>
        <source>job %1 failed on the cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>job %1 failed on the cluster: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>job %1 could not be cancelled and may still run on the cluster: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>no job of this run is running on the cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>job %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sluice::CompareRunsView</name>
    <message>
        <location filename="../widgets/monitor/compare_runs_view.cpp" line="+29"/>
        <source>Records written per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Records read per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>State size (bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>State size (entries)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Entries expired per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Event-time lag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Process CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Process memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Runs compared</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>Run A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+1"/>
        <source>Run B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Figure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-46"/>
        <source>Run A:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run B (dashed):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Metric:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget runs kept for comparison</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Delete Run A</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete Run B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Delete All Runs…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Delete All Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Forget all %n run(s) kept for comparison?</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Each run that finishes or is stopped is kept here, across sessions. Run a job twice, for example with and without mini-batch, to compare the two runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>A: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>B: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+1"/>
        <source>(unset)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Average written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peak written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peak state size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peak state entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Entries expired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Late records dropped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Records written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sluice::CompletionEngine</name>
    <message>
        <location filename="../widgets/editor/completion_engine.cpp" line="+193"/>
        <location line="+238"/>
        <source>Column of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-227"/>
        <source>view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Returns %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Aggregate function.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runs on Flink only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Type: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Default: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Default: none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deprecated.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Embedded engine: applied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Embedded engine: Flink only (kept for a Flink deployment, ignored here)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+139"/>
        <source>Field of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1, required</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <location line="+11"/>
        <source>duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-10"/>
        <source>State retention of the operators reading %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sluice::Docs</name>
    <message>
        <location filename="engine_docs.cpp" line="+6"/>
        <source>How long a key&apos;s state in joins and group aggregations may sit untouched before it is dropped. The clock is processing time and restarts whenever the entry is created or written (reads do not count). 0 keeps state forever, so it grows with the number of distinct keys. Per-table STATE_TTL hints and per-side join OPTIONS hints override it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Legacy lower bound of idle-state retention from the old SQL client. Together with execution.max-idle-state-retention it must leave a gap of at least 5 minutes (unless both are 0). Newer Flink maps it onto table.exec.state.ttl; the engine uses it as the state TTL when table.exec.state.ttl is not set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Legacy upper bound of idle-state retention from the old SQL client; must be at least 5 minutes above the minimum (unless both are 0). Newer Flink releases no longer read it, and the engine only checks the 5-minute gap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An interval join removes a key&apos;s rows once the watermark has passed their time bounds; this delays each such cleanup by at least this much, so keys are visited less often at the cost of holding rows a little longer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where keyed state lives: &apos;hashmap&apos; keeps it as objects in memory (fast, bounded by RAM), &apos;rocksdb&apos; keeps it in an embedded RocksDB database on local disk (slower per access, can exceed memory).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Local directory (or several, separated by &apos;,&apos; or the path separator) for the RocksDB files. Unset, the engine uses a folder under the system&apos;s temporary directory, removed when the job ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sizes RocksDB&apos;s block cache and write buffers from the managed memory budget (taskmanager.memory.managed.*) so that all state of a worker shares one bounded pool. When off, each column family uses the fixed per-option sizes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A fixed memory budget for all RocksDB instances of one slot (one worker in the engine), overriding the managed-memory share when set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share of the shared RocksDB memory budget that write buffers (memtables) may take; the rest serves as block cache.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share of the block cache kept for index and filter blocks so that they are not pushed out by data blocks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Block cache per column family, used only when RocksDB memory is not managed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Approximate size of the uncompressed data blocks RocksDB reads and caches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size a memtable may reach before RocksDB turns it into a sorted file on disk, used only when RocksDB memory is not managed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most memtables RocksDB keeps in memory per column family, the active one included.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Background threads RocksDB may use for flushes and compactions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A bundle of RocksDB tuning presets for the kind of disk the state lives on; explicit state.backend.rocksdb.* options still win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether Flink keeps timers of a RocksDB-backed job in RocksDB or on the heap. The engine keeps its few timers in memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buffers input rows of unbounded aggregations and processes them per key in batches, so each key&apos;s state is read and written once per batch instead of once per row. Raises throughput at the cost of latency. When on, both table.exec.mini-batch.size and table.exec.mini-batch.allow-latency must be set to positive values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest time a mini-batch may hold rows before it is flushed. Must be greater than zero when mini-batch is enabled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most rows a mini-batch may hold before it is flushed, whichever of size and latency comes first. Must be positive when mini-batch is enabled; -1 means unset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether to put a SinkUpsertMaterializer in front of a sink with a primary key. It remembers every row seen per sink key to repair out-of-order updates, so its state can become large. AUTO adds it only when the input&apos;s upsert key differs from the sink key; FORCE always adds it; NONE never does (sensible with parallelism 1 or when the key cannot change).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happens when a row headed for a NOT NULL sink column carries a null: ERROR fails the job, DROP silently discards the row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether values written to CHAR(n)/VARCHAR(n)/BINARY(n) columns are cut or padded to the declared length. The engine writes values unchanged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether Flink hashes rows by primary key before a keyed sink whose parallelism differs from its input&apos;s. The engine always routes a keyed sink&apos;s input by its key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A source split (file, partition, subtask) that produces nothing for this long is marked idle, so downstream watermarks can advance without it. 0 turns idle detection off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tells Flink that change-data-capture sources may deliver an event twice, so it adds a deduplicating step keyed on the primary key. The engine has no CDC formats.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Named by seed 002&apos;s configuration examples as a switch for inferring source parallelism. It is carried unchanged; the engine infers file source parallelism from table.exec.hive.infer-source-parallelism instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Makes Flink read Hive tables through Hadoop&apos;s MapReduce record readers instead of its vectorised ORC/Parquet readers, for files the latter cannot handle. The engine reads csv and json files with its own readers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Makes Flink write Hive tables through Hadoop&apos;s MapReduce record writers rather than its own bulk writers. Not used by the engine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Derive a file source&apos;s parallelism from how many files/splits it reads, up to table.exec.hive.infer-source-parallelism.max. When off, the source uses the job&apos;s default parallelism.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ceiling for an inferred file source parallelism. Must be at least 1 while inference is on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Milliseconds between checks for new partitions, as read by some vendors&apos; and Pulsar&apos;s source connectors (seed 002 sets it job-wide). Flink&apos;s own filesystem and Hive sources do not read it from the job configuration; the engine ignores it and uses a table&apos;s source.monitor-interval.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How often a filesystem source lists its path for new files and partitions, turning it into an unbounded source. It takes effect as a WITH option of a filesystem table; set job-wide it is only carried along, by Flink and by the engine alike.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets a GROUP BY TUMBLE / HOP window emit its result before the window ends (every table.exec.emit.early-fire.delay, or on every row with 0), then update it (-U/+U) as rows arrive, so its output becomes an update stream. Window table function aggregations and session windows refuse it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With early firing: how often (processing time) a window not yet ended re-emits its result when it changed; 0 emits on every row. Required, not negative.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets a GROUP BY TUMBLE / HOP window on event time take rows that arrive after it ended, within table.exec.emit.allow-lateness, and update its result (-U/+U) for them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With late firing: how often (processing time) an ended window re-emits its changed result; 0 emits on every late row. Required, not negative, and not above the allowed lateness.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With late firing: how long after its end a window keeps its state and takes late rows; later rows are dropped. Unset, table.exec.state.ttl stands in; late firing needs one of them above 0.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which SQL grammar Flink parses statements with. The engine always parses Flink&apos;s default dialect and reports Hive-only syntax as errors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Session time zone for TIMESTAMP_LTZ values, CURRENT_TIMESTAMP and DATE_FORMAT, as a zone id such as &apos;UTC&apos; or &apos;Asia/Shanghai&apos;. &apos;default&apos; takes the machine&apos;s zone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allows OPTIONS hints, which override a table&apos;s WITH options for one query. When false, Flink refuses a query with one, and so does the check.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Makes Flink&apos;s SQL client wait for each INSERT job to finish before running the next statement. The engine runs a script&apos;s statements as one job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rows per Top-N subtask cached in memory in front of the state, for Top-N over insert-only input: room for this many divided by N partitions (at least one), the least recently used giving way. With a state TTL a cached partition is read again from the state once the TTL has passed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number of parallel subtasks each operator runs with unless something more specific (table.exec.resource.default-parallelism, sink.parallelism, an inferred source parallelism) decides otherwise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number of key groups keyed state is split into, and so the highest parallelism the job can ever be rescaled to. -1 derives it from the parallelism: 1.5 times it rounded up to a power of two, kept within 128..32768.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether Flink runs the job as a stream or as staged batch work. The engine always streams; a job whose sources are all bounded simply finishes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets Flink hand the same record object from one chained operator to the next instead of copying it. The engine passes batches without per-record objects, so there is nothing to reuse.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Key/value pairs made visible to every user function of a Flink job, written as &apos;k1:v1,k2:v2&apos;. Carried for Flink; the engine runs no user code.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long Flink waits between attempts to interrupt a task that does not stop after a cancel (a duration since Flink 1.19; a bare number is milliseconds).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How deeply Flink strips unused references to enclosing classes from Java lambdas and anonymous functions before serialising them. Irrelevant to the engine, which has no JVM closures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Makes Flink serialise POJO types with Kryo even when it could use its own POJO serializer. The engine&apos;s rows have a fixed binary layout and no serializer choice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Makes Flink serialise Avro-generated POJOs with Avro instead of Kryo. Not used by the engine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets Flink register every type a job uses with Kryo up front, so only a small id is written per value. Not used by the engine.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Display name of the job; the engine shows it in the job monitor and the metrics output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How often sources emit a watermark based on the event times seen so far. 0 disables periodic watermarks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Makes RocksDB checkpoints write only what changed since the previous one: RocksDB&apos;s own files, each stored once in the job&apos;s shared folder while a retained checkpoint needs it. Savepoints are always complete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How often a checkpoint is taken; unset means no checkpoints (and, unless a restart strategy is set, no restarts). At least 10 ms. Streaming mode only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>EXACTLY_ONCE aligns the barriers of a task&apos;s inputs, so each record affects the restored state exactly once; AT_LEAST_ONCE does not wait, which is faster but may replay records after a failure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A checkpoint still running after this long is abandoned (and counts as a failed checkpoint).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Least time between the end of one checkpoint and the start of the next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many checkpoints may be in flight at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many checkpoint failures in a row are put up with before the job fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happens to the checkpoints when the job ends: all are deleted (NO_EXTERNALIZED_CHECKPOINTS), kept when it fails (DELETE_ON_CANCELLATION), or kept when it fails or is cancelled (RETAIN_ON_CANCELLATION), so it can be restored from them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many completed checkpoints are kept; older ones are deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets checkpoint barriers overtake buffered data (stored with the checkpoint) so checkpoints finish quickly under backpressure. Works only with EXACTLY_ONCE; the embedded engine takes aligned checkpoints only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder (a path or file:// URI) under which checkpoints are written, as &lt;dir&gt;/&lt;job id&gt;/chk-&lt;n&gt;/. Unset: checkpoints stay in memory, for restarts only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Default folder for savepoints taken without an explicit one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A checkpoint or savepoint (its folder or _metadata file) the job resumes from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether a restore may drop state that belongs to no operator of the job (after the query changed), instead of refusing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How Flink restarts a failed job. Unset: no restarts without checkpointing, exponential-delay with it. The engine restarts a failed job when a strategy is set, from the beginning (it does not checkpoint yet), and counts the restarts (numRestarts).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fixed-delay: how many restarts are tried before the job is declared failed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fixed-delay: pause before each restart, e.g. to let connections time out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failure-rate: failures tolerated within one interval; one more fails the job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failure-rate: the sliding window over which failures are counted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failure-rate: pause before each restart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exponential-delay: pause before the first restart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exponential-delay: the pause between restarts never grows beyond this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exponential-delay: factor the pause is multiplied by after each failure.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exponential-delay: after running this long without a failure, the pause goes back to the initial backoff.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exponential-delay: random share added to or taken from each pause, so that many jobs do not restart in lockstep.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exponential-delay: restarts allowed before the job is declared failed; the count starts over when the backoff is reset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether aggregations pre-aggregate locally before the shuffle (TWO_PHASE), only aggregate after it (ONE_PHASE), or let the planner choose (AUTO). In streaming the local phase only exists with mini-batch on; without it TWO_PHASE silently runs as one phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rewrites COUNT(DISTINCT …) and similar aggregates into two levels: first by the group key plus a hash bucket of the distinct value, then summed per group. Spreads hot keys over many subtasks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number of hash buckets the distinct-aggregate split uses in its first level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computes identical parts of a statement&apos;s plan once and shares their output: a self-join over one source reads it once. The engine shares scans, filters and projections, watermarks, exchanges, window table functions and aggregations within one INSERT or query.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reads a table once when several parts of a statement scan it the same way (with sub-plan reuse on). The engine shares scans within one INSERT or query, not across the INSERTs of a statement set.</source>
        <oldsource>Lets Flink read a table once when several parts of a statement set scan it the same way. The engine plans each INSERT separately.</oldsource>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allows Flink&apos;s cost-based optimizer to change the order of inner joins. The engine keeps joins in the order written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parallelism for every operator of a SQL job (joins, aggregations, calcs), taking precedence over parallelism.default. -1 falls back to parallelism.default; a sink&apos;s own sink.parallelism still wins for that sink.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total memory of a Flink TaskManager process. The engine treats it as its own memory budget and sizes the RocksDB caches from its managed fraction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share of the memory budget handed to managed memory, which pays for RocksDB&apos;s block cache and write buffers. Ignored when taskmanager.memory.managed.size is set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An absolute managed memory size, taking precedence over the managed fraction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heap memory for the tasks, which holds the hashmap state backend&apos;s state. The engine fails a job whose hashmap state outgrows it, before the machine runs out of memory; unset, a quarter of the machine&apos;s memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total memory of Flink&apos;s JobManager process. The engine has no JobManager.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many slots, and so parallel pipelines, one TaskManager offers. The engine sizes its worker pool from the job&apos;s parallelism and the machine&apos;s cores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Generates rows (random or sequential values) for testing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rate limit of the whole source, shared by its subtasks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total rows to produce, after which the source ends; unset means it runs forever (unless a sequence field bounds it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parallelism of this source, overriding the job&apos;s default for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sluice only, not a Flink option (Flink rejects it: remove it before running the job on Flink): seed of the random values, so every run of the job generates the same rows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How the column&apos;s values are made: &apos;random&apos; within min/max (or length), or &apos;sequence&apos; counting from start to end, which also bounds the source.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Smallest random value of a numeric column; the type&apos;s minimum by default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest random value of a numeric column; the type&apos;s maximum by default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For random timestamp columns: how far before now a value may lie.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length of random strings/bytes, or element count of random collections.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether random strings/bytes vary in length up to fields.#.length.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First value of a sequence column (required for &apos;sequence&apos;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last value of a sequence column (required for &apos;sequence&apos;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fraction of rows in which the column is NULL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reads and writes files under a path; Hive-style key=value folders are partitions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File or directory to read from or write to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format of the files: csv or json.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re-list the path this often and read new files and partitions, which makes the source unbounded. Unset: read what is there once and finish.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only read the files whose full path matches this regular expression (Java&apos;s syntax, matched against the whole path).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether Flink&apos;s planner reads the files&apos; statistics (row counts) to plan the query: ALL, or NONE to skip that cost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How a partition&apos;s time is extracted for partition-time commits: from the partition values by the timestamp pattern, or by a custom JVM class.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The JVM class of a custom partition time extractor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How the partition values form a timestamp, e.g. &apos;$dt $hour:00:00&apos;; by default the first partition column as &apos;yyyy-MM-dd hh:mm:ss&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The java.time pattern the timestamp-pattern&apos;s result is parsed with; &apos;yyyy-MM-dd HH:mm:ss&apos; by default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder name used for a partition whose value is NULL or empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flink starts a new part file once the current one reaches this size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flink starts a new part file once the current one has been open this long.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flink starts a new part file once the current one has received no row for this long.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How often Flink checks the time-based rolling conditions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Route rows by their partition values before the sink, so fewer files are written per partition.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When Flink considers a partition complete: by processing time or by the watermark passing the time extracted from the partition values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long after its time a partition is committed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The time zone in which a partition-time commit compares the watermark (a TIMESTAMP_LTZ) with the partition&apos;s time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What committing a partition does: &apos;metastore&apos; (nothing, for a filesystem table), &apos;success-file&apos; (a marker file in the partition when it is committed: as checkpoints complete, by the trigger, and at the end of the input), &apos;custom&apos;, or several separated by commas.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The JVM class of the &apos;custom&apos; partition commit policy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters for the custom policy class&apos;s constructor, separated by &apos;;&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name of the marker file the success-file policy writes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let Flink merge small files written between checkpoints.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target size of compacted files; the rolling file size by default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parallelism of this table&apos;s sink, overriding the job&apos;s default for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Writes each change as a line like &apos;+I[1, Alice]&apos; to the console.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Text put before every line (then the subtask number when parallel, then &apos;&gt; &apos;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print to standard error instead of standard output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accepts and discards every row; for benchmarks and tests.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reads and writes Kafka topics as append-only tables.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Topic to read from or write to; a source may list several separated by &apos;;&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Regular expression of the topic names a source reads; instead of &apos;topic&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where a source stops, making it bounded; &apos;unbounded&apos; never stops.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Epoch milliseconds to stop at in &apos;timestamp&apos; bounded mode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offsets to stop at in &apos;specific-offsets&apos; bounded mode, same syntax as the startup offsets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Comma-separated host:port list of Kafka brokers to connect to first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Consumer group of the source; needed to start from committed offsets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A partition without records for this long stops holding back the table&apos;s event time until its next record; replaces table.exec.source.idle-timeout for this table (0 turns idleness off).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any other Kafka client property, passed through to librdkafka (for example SASL/SSL settings). Values are never logged.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prefix of key columns in the schema, stripped to get the key&apos;s field names. Requires value.fields-include = EXCEPT_KEY.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether the message value carries every column (ALL) or all but the key columns (EXCEPT_KEY).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delivery promise of the sink. exactly-once needs Flink&apos;s checkpoints and Kafka transactions, which the engine does not offer yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prefix of the Kafka transactional ids used for exactly-once delivery; required with it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format of the message value (and key when no key format is set): csv, json or raw. Same as value.format.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format of the message key; needs key.fields.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Columns that make up the message key, separated by &apos;;&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format of the message value; same as format.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where a source starts reading each partition.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Epoch milliseconds to start from in &apos;timestamp&apos; startup mode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offsets to start from in &apos;specific-offsets&apos; mode, as &apos;partition:0,offset:42;partition:1,offset:300&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How often a source looks for new partitions (and topics matching the pattern); 0 turns discovery off.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deprecated spelling of sink.delivery-guarantee, still accepted by Flink&apos;s kafka connector; the engine reads sink.delivery-guarantee only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How sink rows map to partitions: &apos;default&apos; (by key hash, else sticky), &apos;fixed&apos; (one partition per subtask), &apos;round-robin&apos;, or a Java class name (carried for Flink only).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Kafka topic as a changelog keyed by the table&apos;s primary key: a value per key, a tombstone for a delete.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format of the message key (the primary key columns).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format of the message value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rows the sink may buffer, keeping only the latest per key, before writing; 0 disables buffering. Must be set together with the flush interval.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest time the sink buffers rows before writing; 0 disables buffering. Must be set together with the row count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Generates the Nexmark benchmark&apos;s auction events: people, auctions and bids in the table of Nexmark&apos;s ddl_gen.sql.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event rate at the start; event times advance by one over this rate per event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rate the source alternates with the first one, every half rate.period.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How the rate moves between the two rates: in steps (SQUARE) or smoothly (SINE).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length of one cycle of the rate between first-event.rate and next-event.rate.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Emit each event only when as much wall time as event time has passed; by default events are generated as fast as the job takes them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number of events, after which the source ends; 0 means unbounded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>People in each cycle of person + auction + bid proportion events.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Auctions in each cycle of events.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bids in each cycle of events.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average size of a person event, reached by padding its &apos;extra&apos; field.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average size of an auction event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average size of a bid event.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Of this many bids, all but one go to a hot auction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Of this many bids, all but one come from a hot bidder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Of this many auctions, all but one come from a hot seller.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the source open, without events, after the last one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop before this event number; -1 never stops early.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accepted for the Nexmark jar&apos;s compatibility; events are always generated as fast as allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Comma-separated text, one row per line (RFC 4180 quoting).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The single character between fields.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read and write fields without any quoting.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The single character that encloses fields containing delimiters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip lines starting with &apos;#&apos; when reading.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip (and count) lines that cannot be parsed instead of failing; unparsable fields become NULL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Separator between array elements inside one field.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The single character that escapes the next one; none by default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Field text read as NULL (and written for NULL); by default only an empty unquoted field means NULL for non-string columns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether large or small DECIMAL values may be written as 1E+10.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One JSON object per line.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fail when a column&apos;s field is absent instead of reading NULL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip (and count) records that are not JSON objects instead of failing; values that do not fit their column become NULL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timestamp text layout: SQL (&apos;2024-01-31 12:00:00.123&apos;) or ISO-8601 (&apos;2024-01-31T12:00:00.123&apos;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What to do with a NULL map key when writing: fail, drop the entry, or write json.map-null-key.literal.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Key text written for NULL map keys in LITERAL mode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave NULL columns out of written objects instead of writing null.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write DECIMAL values without exponent notation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The whole message as one column of bytes or text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Character set used to decode and encode a string column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Byte order of numeric columns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the type of x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The absolute value of x.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DOUBLE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The arc cosine of x; NaN outside [-1, 1].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The arc sine of x; NaN outside [-1, 1].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The arc tangent of x.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The angle of the point (x, y) from the positive x axis, in radians.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>STRING</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>n in binary, as text (two&apos;s complement below zero).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the type of x (DECIMAL: scale 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The smallest integral value not below x; a date, time or timestamp rounded up to a unit (MILLENNIUM ... WEEK, DAY, HOUR, MINUTE, SECOND, MILLISECOND).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cosine of x (radians).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The hyperbolic cosine of x.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cotangent of x (radians).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Converts radians to degrees.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DOUBLE NOT NULL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The constant e.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e raised to the power x.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The largest integral value not above x; a date, time or timestamp rounded down to a unit (MILLENNIUM ... WEEK, DAY, HOUR, MINUTE, SECOND, MILLISECOND).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>n in hexadecimal, or the hexadecimal of the string&apos;s UTF-8 bytes, in upper case.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The natural logarithm of x.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The natural logarithm of x, or its logarithm to the given base.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The base-10 logarithm of x.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The base-2 logarithm of x.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the type of b (integers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The remainder of a divided by b, with the sign of a.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The constant pi.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>base raised to the power exponent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Converts degrees to radians.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the type of x (DECIMAL: the kept scale)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds x half away from zero to the given number of decimal places (0 by default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>-1, 0 or 1 as x is negative, zero or positive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sine of x (radians).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The hyperbolic sine of x.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The square root of x; NaN below zero.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tangent of x (radians).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The hyperbolic tangent of x.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cuts x toward zero to the given number of decimal places (0 by default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>INT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The numeric value of the string&apos;s first byte.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The number of characters of the string (CHAR_LENGTH).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The number of characters of the string.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The character whose code is n modulo 256.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The strings joined; NULL when any is NULL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The non-NULL strings joined with the separator between them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The string with the first letter of each word in upper case and the rest in lower case.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The position of the n-th occurrence of needle in str, searching from from (backwards when negative).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first n characters of the string.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 1-based position of needle in str at or after from, 0 when absent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the type of str</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The string in lower case.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The string padded on the left with pad (or cut) to length characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removes the spaces at the start of the string.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The string with length characters from start replaced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A part of the URL (HOST, PATH, QUERY, REF, PROTOCOL, FILE, AUTHORITY, USERINFO), or the value of a query parameter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 1-based position of the first occurrence of needle in str, 0 when absent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BOOLEAN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether a part of the string matches the regular expression.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The text the given group (0: the whole match) of the first match captured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The string with every match of the regular expression replaced (literally).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The string repeated n times (&apos;&apos; for n &lt;= 0).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The string with every occurrence of search replaced.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The string&apos;s characters in reverse order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last n characters of the string.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The string padded on the right with pad (or cut) to length characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removes the spaces at the end of the string.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ARRAY&lt;STRING&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pieces of the string split at the delimiter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The piece at the 0-based index of the string split at the delimiter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MAP&lt;STRING, STRING&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Splits the string into key/value pairs (&apos;,&apos; and &apos;=&apos; by default; both regular expressions).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The part of the string from the 1-based start (SUBSTRING).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The part of the string from the 1-based start, optionally of the given length.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removes the given characters (spaces by default) from one or both ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The string in upper case.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reads a &apos;yyyy-MM-dd HH:mm:ss&apos; time in one zone and writes it in another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DATE NOT NULL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Today in the session time zone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TIMESTAMP_LTZ(3) NOT NULL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The current instant, evaluated for every row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TIME(0) NOT NULL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The current time of day in the session time zone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The current instant, evaluated for every row in streaming.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The timestamp as text in a java.time pattern such as &apos;yyyy-MM-dd HH:mm&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BIGINT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The day of the month (1 to 31).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The day of the week, 1 (Sunday) to 7 (Saturday).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The day of the year (1 to 366).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A field (YEAR, MONTH, DAY, HOUR, ..., DOW, DOY, WEEK, EPOCH) of a date, time, timestamp or interval.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An epoch number of seconds as text in the session time zone, in a SimpleDateFormat pattern (&apos;yyyy-MM-dd HH:mm:ss&apos; by default).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The hour of the day (0 to 23).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TIMESTAMP(3) NOT NULL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The current date and time in the session time zone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The minute of the hour (0 to 59).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The month (1 to 12) of a date.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The current instant (CURRENT_TIMESTAMP).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The quarter (1 to 4) of a date.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The second of the minute (0 to 59).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the type of value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The date, time or timestamp n units later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The number of whole units (SECOND, MINUTE, HOUR, DAY, WEEK, MONTH, QUARTER, YEAR) from one date or timestamp to another.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DATE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parses text into a date, by default in the &apos;yyyy-MM-dd&apos; layout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TIMESTAMP(3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parses text into a timestamp, by default in the &apos;yyyy-MM-dd HH:mm:ss&apos; layout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TIMESTAMP_LTZ(3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The instant of an epoch number of seconds (precision 0) or milliseconds (precision 3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The current epoch seconds, or those of text in the session time zone (Long.MIN_VALUE when it does not parse).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The ISO week (1 to 53) of a date.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The year of a date or timestamp.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the common type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first argument that is not NULL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The largest argument; NULL when any argument is NULL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the common type of then and else</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>then when the condition is TRUE, else otherwise (also when it is NULL).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>replacement when value is NULL, else value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BOOLEAN NOT NULL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether every character of the string is a letter (FALSE for &apos;&apos; and NULL).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether the string reads as a number (FALSE for &apos;&apos; and NULL).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether every character of the string is a digit (FALSE for &apos;&apos; and NULL).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The smallest argument; NULL when any argument is NULL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the type of a, nullable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NULL when a equals b, else a.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Converts the value to the type, failing the job where that is impossible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>type, nullable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Converts the value to the type, giving NULL where that is impossible.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The logical type of the value, as text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the array&apos;s type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The array with the element added at its end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the arrays&apos; type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The arrays joined end to end.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether the array holds the element.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The array without repeated elements, each where it first appears.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the arrays&apos; common type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The distinct elements of the first array that the second lacks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The distinct elements of the first array that the second also holds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The string elements joined by the delimiter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the element type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The largest non-NULL element.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The smallest non-NULL element.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 1-based position of the element&apos;s first occurrence, 0 when absent.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The array with the element added at its start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The array without every element equal to the given one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The elements in reverse order.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The elements from start to end (1-based, inclusive; negative positions count from the end).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The array sorted, ascending by default; NULL elements first when ascending, last when descending, unless nullsFirst says otherwise.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The distinct elements of both arrays, each where it first appears.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The number of elements of an array or entries of a map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The only element of a one-element array, NULL for an empty array; the job fails for a longer one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ARRAY&lt;ROW&lt;key, value&gt;&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The map&apos;s entries as rows of key and value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MAP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A map pairing the keys array with the values array, which must be as long.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ARRAY of the key type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The map&apos;s keys.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the maps&apos; common type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The maps merged, a later map winning on a repeated key; NULL when any map is NULL. The maps&apos; types may differ only in nullability and string lengths.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ARRAY of the value type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The map&apos;s values.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether the string is valid JSON (of the given kind); FALSE for NULL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>STRING NOT NULL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A JSON array of the values; NULL values left out unless NULL ON NULL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>VARCHAR(2000) NOT NULL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aggregates values in arrival order into one JSON array; NULL values left out unless NULL ON NULL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether the JSON path finds a value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A JSON object of the key/value pairs, keys sorted; NULL values written as null unless ABSENT ON NULL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aggregates key/value pairs into one JSON object, keys sorted; NULL values written as null unless ABSENT ON NULL; a repeated key fails the job.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The JSON object or array the JSON path finds, as text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The value serialized as JSON; NULL for NULL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>STRING, or the RETURNING type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The scalar the JSON path finds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ARRAY of the common type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An ARRAY of the arguments; its elements are read with arr[i], counting from 1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MAP of the common key and value types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A MAP of the key/value pairs; values are read with map[key].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ROW&lt;EXPR$0 ..., EXPR$1 ...&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A ROW value of the arguments; its fields are read with row.field.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BIGINT NOT NULL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In a GROUP BY with GROUPING SETS, ROLLUP or CUBE: 1 when the row&apos;s grouping set leaves expr out, else 0; with several expressions, their bits as one number (the first highest).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The GROUPING bits of the expressions as one number, the first expression highest.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tells apart the rows of a grouping set listed more than once: 0 for its first listing, then 1, 2, ...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The text the bytes encode in the charset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BINARY(1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The string&apos;s bytes in the charset (US-ASCII, ISO-8859-1, UTF-8, UTF-16BE, UTF-16LE, UTF-16).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decodes Base64 text; the job fails on text that is not Base64.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CHAR(32)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The MD5 digest of the string&apos;s UTF-8 bytes, in hex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CHAR(40)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The SHA-1 digest of the string, in hex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>VARCHAR(128)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The SHA-2 digest of the given length (224, 256, 384 or 512) of the string, in hex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CHAR(56)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The SHA-224 digest of the string, in hex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CHAR(64)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The SHA-256 digest of the string, in hex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CHAR(96)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The SHA-384 digest of the string, in hex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CHAR(128)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The SHA-512 digest of the string, in hex.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The string&apos;s UTF-8 bytes in Base64.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The name of the session&apos;s current database (default_database).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A pseudo-random number in [0, 1); with a seed, the same sequence every run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A pseudo-random integer in [0, bound); with a seed, the same sequence every run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The timestamp of the DataStream record underneath the row.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the engine&apos;s rows have no DataStream records</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CHAR(36) NOT NULL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A random (version 4) UUID as text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An estimate of the number of distinct non-NULL values of x, by Flink&apos;s HyperLogLog++ sketch (2^14 registers, XXH64 hashes): exact up to a few thousand values, within about 1% beyond (batch mode only, as in Flink). Between about 41,000 and 82,000 distinct values Flink also subtracts an empirical bias the engine does not apply, so the two estimates differ there (by up to about 2%).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ARRAY&lt;type of x&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The values of x in arrival order as an array, NULLs included unless IGNORE NULLS; NULL when there are none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The mean of the non-NULL values of x, in x&apos;s type (AVG of INT is INT).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MULTISET&lt;type of x&gt; NOT NULL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The non-NULL values of x as a multiset (value -&gt; count).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counts rows, or the non-NULL (optionally distinct) values of x.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first non-NULL value of x (of numbers, booleans, VARCHAR and DECIMAL); over an updating input, the first one still held.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last non-NULL value of x (of numbers, booleans, VARCHAR and DECIMAL); over an updating input, the last one still held.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The non-NULL values of x in arrival order, joined by the separator literal (&apos;,&apos; by default); NULL when there are none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The largest non-NULL value of x.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The smallest non-NULL value of x.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the AVG type of x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sample standard deviation (STDDEV_SAMP).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The population standard deviation of the non-NULL values of x (integers stay integers).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sample standard deviation of the non-NULL values of x; NULL for one value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the sum type of x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adds up the non-NULL values of x; NULL when there are none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sample variance (VAR_SAMP).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The population variance of the non-NULL values of x.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sample variance of the non-NULL values of x; NULL for one value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The fraction of the partition&apos;s rows ordered at or before the row, its peers included (batch mode only, as in Flink).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rank of the row in its partition, without gaps after ties.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The value of x offset rows (1 by default) before the current row of the window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The value of x offset rows after the current row (Flink runs it in batch mode only).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The bucket (1 to n) of the row in its partition, the first (rows % n) buckets one row larger (batch mode only, as in Flink).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(rank - 1) / (rows - 1) of the row in its partition, 0 for a single row (batch mode only, as in Flink).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rank of the row in its partition, with gaps after ties (Top-N with rk &lt;= N).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Numbers the rows of each partition from 1 in the window&apos;s order; filtered with rn &lt;= N it expresses Top-N and deduplication.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>window_start, window_end, window_time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assigns each row to windows that share a start and grow by step up to size.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assigns each row to every fixed-size window covering it, windows starting every slide.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the GROUP BY HOP window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TIMESTAMP_LTZ(3) *PROCTIME*</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A processing-time attribute for the window&apos;s results.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TIMESTAMP(3) *ROWTIME*</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The window&apos;s last millisecond as a rowtime attribute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The start of the GROUP BY HOP window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Groups rows into sessions that close after gap without rows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the GROUP BY SESSION window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A processing-time attribute for the session&apos;s results.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The session&apos;s last millisecond as a rowtime attribute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The start of the GROUP BY SESSION window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assigns each row to one fixed-size window that does not overlap the others.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the GROUP BY TUMBLE window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The window&apos;s last millisecond as a rowtime attribute, for windows downstream.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The start of the GROUP BY TUMBLE window.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the rowtime&apos;s type, nullable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The watermark the operator has seen, NULL before the first one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declares a processing-time attribute: the wall-clock time a row is processed at.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the rowtime&apos;s type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Takes the watermarks the source connector emits itself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none of the engine&apos;s connectors emits its own watermarks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the type of col</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>col on the n-th row (from 0) mapped to the pattern variable, or NULL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>col on the n-th row from the end (0: the last) mapped to the pattern variable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The processing time a match is emitted at, as a proctime attribute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A match&apos;s time as a rowtime attribute, so windows and joins can follow the match.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The current row&apos;s col; Flink refuses other offsets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sets the state retention of this query&apos;s stateful operators per input: &apos;table_or_alias&apos; = &apos;duration&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overrides the table&apos;s WITH options for this query only: &apos;key&apos; = &apos;value&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sets the state retention of each side of this regular join.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long the join keeps rows of its left input (a duration).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long the join keeps rows of its right input (a duration).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sluice::Engine</name>
    <message>
        <location filename="../widgets/parameters/set_statement_sync.cpp" line="+54"/>
        <source>line %1: the statement is not a valid SET (a value with spaces must be quoted; end it with &apos;;&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/common/byte_codec.h" line="+77"/>
        <source>is not 0 or 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>is longer than 10 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>counts more items than the file holds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 is corrupt: %2 at byte %3 %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>runs past the end (%1 bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/common/diagnostics.cpp" line="+21"/>
        <source>%1 runs on Flink; not supported by the embedded engine yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 runs on Flink; not supported by the embedded engine yet; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/common/filesystem_path.cpp" line="+25"/>
        <source>The path &apos;%1&apos; is on the &apos;%2&apos; file system, which runs on Flink; the embedded engine reads and writes local files only (a plain path or file:///...)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The path &apos;%1&apos; names the host &apos;%2&apos;; the embedded engine reads local files only (file:///...)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/common/logical_type.cpp" line="+68"/>
        <source>%1 must be between %2 and %3 (both inclusive).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+351"/>
        <source>Decimal precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Decimal scale must be between 0 and the precision %1 (both inclusive).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Character string length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Variable character string length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Binary string length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Variable binary string length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Timestamp precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Timestamp with local time zone precision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Year precision of year-month intervals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Day precision of day-time intervals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fractional precision of day-time intervals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Field names must contain at least one non-whitespace character.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Field names must be unique. Found duplicates: [%1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/common/logical_type_merging.cpp" line="+426"/>
        <source>Cannot apply &apos;%1&apos; to arguments of type &apos;%2&apos; and &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/common/row_codec.cpp" line="+165"/>
        <source>corrupt row encoding: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+191"/>
        <location line="+24"/>
        <source>bad row kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-18"/>
        <source>truncated row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>trailing bytes after row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+74"/>
        <source>bad array length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>truncated array</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>bad map size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>truncated map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/common/time_zone.cpp" line="+236"/>
        <source>Invalid time zone. The value should be a Time Zone Database (TZDB) ID such as &apos;America/Los_Angeles&apos; to include daylight saving time. Fixed offsets are supported using &apos;GMT-03:00&apos; or &apos;GMT+03:00&apos;. Or use &apos;UTC&apos; without time zone and daylight saving time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/config/config_values.cpp" line="+95"/>
        <source>expected a duration: an integer and a unit (d, h, min, s, ms, micros, ns), e.g. &apos;10min&apos;, &apos;200 ms&apos; or &apos;3h&apos;; a bare number is milliseconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+46"/>
        <source>invalid duration &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+191"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-182"/>
        <location line="+149"/>
        <source>the value is empty; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-137"/>
        <source>a duration cannot have a sign; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ISO-8601 durations are not accepted by Flink; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+140"/>
        <source>it does not start with a number; %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-124"/>
        <source>fractions are not allowed in Flink durations; use &apos;%1&apos; (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>fractions are not allowed in Flink durations (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+121"/>
        <source>the number &apos;%1&apos; does not fit in 64 bits (numeric overflow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-113"/>
        <source>&apos;m&apos; is not a unit; use &apos;%1&apos; for minutes or &apos;%2&apos; for milliseconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;us&apos; is not a Flink unit; use &apos;%1&apos; or &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>use &apos;%1&apos; for hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>weeks are not a unit; use &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>weeks are not a unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+106"/>
        <source>the unit &apos;%1&apos; is not recognised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-98"/>
        <source>the duration is too long to represent (over about 292 years in nanoseconds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+55"/>
        <source>expected a memory size: an integer and a unit (b, kb, mb, gb, tb; powers of 1024), e.g. &apos;4gb&apos; or &apos;1024 mb&apos;; a bare number is bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>invalid memory size &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>fractions are not allowed; use a smaller unit, e.g. &apos;1536 mb&apos; instead of &apos;1.5 gb&apos; (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>use &apos;%1&apos; (Flink&apos;s units are already powers of 1024)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the size does not fit in 64 bits (numeric overflow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>invalid boolean &apos;%1&apos;: expected true or false (any letter case)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>invalid %1 &apos;%2&apos;: expected a whole number such as 5000 or -1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>invalid %1 &apos;%2&apos;: out of range [%3, %4]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>long integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>invalid number &apos;%1&apos;: expected a decimal number such as 0.4 or 1.5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>invalid number &apos;%1&apos;: out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>invalid map &apos;%1&apos;: entry &apos;%2&apos; is not key:value (expected &apos;k1:v1,k2:v2&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/config/configuration_rules.cpp" line="+74"/>
        <location filename="../engine/src/runtime/job_runner.cpp" line="+783"/>
        <location filename="../engine/src/sql/hint_parser.cpp" line="+20"/>
        <location filename="../engine/src/sql/parser.cpp" line="+193"/>
        <source>&apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>unset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>mini-batch is enabled, so %1 must be a positive number of records (it is %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>mini-batch is enabled, so %1 must be a duration greater than zero, e.g. &apos;200 ms&apos; (it is %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+61"/>
        <source>%1 has no effect while %2 is false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-49"/>
        <source>%1 must be at least 1 while source parallelism inference is on (it is %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the maximum idle-state retention (%1 = %2) must be at least 5 minutes longer than the minimum (%3 = %4); Flink rejects the pair otherwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 is the legacy spelling of %2; set only one of them (%2 is the one used)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>TWO_PHASE aggregation needs mini-batch: without %1 = true streaming aggregations run in one phase</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 is &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>with checkpointing on and no %1, Flink uses %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>without checkpointing and with no %1, Flink does not restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 only applies to the %2 restart strategy, but %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 has no effect: checkpointing stays off until %2 is set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>unaligned checkpoints only exist in EXACTLY_ONCE mode; with %1 = AT_LEAST_ONCE they are not used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (%2) is higher than %3 (%4); an operator cannot have more subtasks than key groups</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 has no effect: %2 is &apos;hashmap&apos;, not &apos;rocksdb&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is ignored because %2 is set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/config/format_column_types.cpp" line="+20"/>
        <source>JSON format doesn&apos;t support non-string as key type of map. The type is: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Unsupported type &apos;%1&apos; for field &apos;%2&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only simple types are supported in the second level nesting of fields &apos;%1&apos; but was: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/config/option_registry.cpp" line="+48"/>
        <source>&apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+45"/>
        <source>between %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>at least %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at most %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, or -1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos;: %2 is out of range; expected a value %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+130"/>
        <source>&apos;%1&apos;: %2 is too short; expected at least %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&apos;%1&apos;: invalid value &apos;%2&apos;; expected one of %3 (any letter case)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+150"/>
        <source>unknown option &apos;%1&apos;; did you mean &apos;%2&apos;?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown option &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/config/table_option_validator.cpp" line="+112"/>
        <source>the WITH clause has no &apos;connector&apos; option; supported connectors: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+99"/>
        <source>connector &apos;%1&apos; exists in Flink but not in the embedded engine; supported: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>unknown connector &apos;%1&apos;; did you mean &apos;%2&apos;? (supported: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unknown connector &apos;%1&apos; (supported: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>format &apos;%1&apos; is not supported by the %2 connector of the embedded engine (supported: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown format &apos;%1&apos;; did you mean &apos;%2&apos;? (supported: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown format &apos;%1&apos; (supported: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <source>&apos;%1&apos; refers to column &apos;%2&apos;, which the table does not have; did you mean &apos;%3&apos;?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;%1&apos; refers to column &apos;%2&apos;, which the table does not have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&apos;%1&apos; is an option of the %2 format, which this table does not use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>unsupported option &apos;%1&apos; for connector &apos;%2&apos;; did you mean &apos;%3&apos;? (Flink rejects unknown table options)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unsupported option &apos;%1&apos; for connector &apos;%2&apos; (Flink rejects unknown table options)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>connector &apos;%1&apos; requires the option &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&apos;%1&apos; is required %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>when &apos;%1&apos; is &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+67"/>
        <source>column &apos;%1&apos; is %2, which cannot be a &apos;sequence&apos;: datagen makes sequences of numbers and strings only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a &apos;sequence&apos; column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a random %1 column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos; does not apply to column &apos;%2&apos;: datagen takes no option but &apos;kind&apos; for %3 (Flink refuses the others)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;%1&apos; does not apply to column &apos;%2&apos;: datagen takes %3 for %4 (Flink refuses the others)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+1"/>
        <source>for a sequence field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;seed&apos; is Sluice&apos;s own datagen option (reproducible rows): Flink refuses it (&quot;Unsupported options found for &apos;datagen&apos;&quot;), so remove it before running the job on Flink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&apos;topic&apos; and &apos;topic-pattern&apos; cannot both be set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>connector &apos;%1&apos; requires &apos;topic&apos; or &apos;topic-pattern&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a &apos;kafka&apos; table in the &apos;%1&apos; format cannot have a PRIMARY KEY: its messages only add rows, so nothing keeps the key unique. Use the &apos;upsert-kafka&apos; connector, or a changelog format such as &apos;debezium-json&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>connector &apos;kafka&apos; requires &apos;format&apos; (or &apos;value.format&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;format&apos; is ignored because &apos;value.format&apos; is set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;key.format&apos; needs the key columns listed in &apos;key.fields&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;key.fields&apos; can only be used together with &apos;key.format&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;key.fields&apos; names column &apos;%1&apos;, which the table does not have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&apos;%1&apos; expects &apos;partition:&lt;n&gt;,offset:&lt;n&gt;&apos; entries separated by &apos;;&apos;, e.g. &apos;partition:0,offset:42;partition:1,offset:300&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;sink.partitioner&apos; expects &apos;default&apos;, &apos;fixed&apos;, &apos;round-robin&apos; or a Java class name, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>an &apos;upsert-kafka&apos; table needs a PRIMARY KEY (...) NOT ENFORCED: the key identifies the rows the messages update</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&apos;sink.buffer-flush.max-rows&apos; and &apos;sink.buffer-flush.interval&apos; must both be greater than zero to enable buffering, or both left at 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;key.fields-prefix&apos; requires &apos;value.fields-include&apos; = &apos;EXCEPT_KEY&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&apos;%1&apos; must be a single character (or an escape such as &apos;\t&apos;), not &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a quote character cannot be set while &apos;%1&apos; is true</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&apos;%1&apos; and &apos;%2&apos; cannot both be true</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/connectors/connector_factory.cpp" line="+47"/>
        <source>The embedded engine cannot read connector &apos;%1&apos; yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Source table &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The embedded engine cannot write connector &apos;%1&apos; yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Sink table &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/connectors/datagen_source.cpp" line="+83"/>
        <source>The min and max of column &apos;%1&apos; are both %2: Flink&apos;s datagen needs min &lt; max for a %3 column and fails the job otherwise (a computed column gives a constant)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+49"/>
        <source>&apos;rows-per-second&apos; must be positive, but was %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;number-of-rows&apos; must not be negative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>datagen cannot generate a sequence for column &apos;%1&apos; of type %2; use &apos;random&apos; or a numeric/string column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not find required property &apos;%1&apos; for sequence generator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The start of sequence column &apos;%1&apos; (%2) is greater than its end (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The sequence of column &apos;%1&apos; does not fit its type %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The min/max of column &apos;%1&apos; do not fit its type %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+29"/>
        <source>The min of column &apos;%1&apos; is greater than its max</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>datagen cannot generate random values for column &apos;%1&apos; of type %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&apos;%1&apos; must be between 0 and 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Unsupported value &apos;%1&apos; for &apos;%2&apos;; use &apos;random&apos; or &apos;sequence&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+288"/>
        <source>a datagen source resumes only at the parallelism it was checkpointed at (%1), not at %2: its sequences and row counts are split by it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>does not match the table&apos;s %1 columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/connectors/filesystem_sink.cpp" line="+94"/>
        <source>The partition commit policy &apos;custom&apos; loads the JVM class of &apos;sink.partition-commit.policy.class&apos;: it runs on Flink, not on the embedded engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unsupported partition commit policy type: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <location filename="../engine/src/connectors/filesystem_source.cpp" line="+76"/>
        <source>The filesystem connector needs the option &apos;path&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../engine/src/connectors/filesystem_source.cpp" line="+6"/>
        <source>The filesystem connector needs the option &apos;format&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The filesystem connector writes &apos;csv&apos; or &apos;json&apos;, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table sink &apos;%1&apos; (connector &apos;filesystem&apos;) doesn&apos;t support consuming update changes; its input produces %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Partition column &apos;%1&apos; of table &apos;%2&apos; is not written by the query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cannot create the sink folder &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cannot create &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot create &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cannot write &apos;%1&apos;: %2; the file stays in progress (hidden from readers) as its last line may be torn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot write &apos;%1&apos;; the file stays in progress (hidden from readers) as its last line may be torn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+66"/>
        <location line="+34"/>
        <source>Cannot close &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+39"/>
        <location line="+207"/>
        <source>Cannot rename &apos;%1&apos; to &apos;%2&apos;: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-229"/>
        <source>Cannot sync &apos;%1&apos; to disk: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+82"/>
        <source>a restored item of %1 has the unknown kind %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+134"/>
        <source>Cannot list &apos;%1&apos; to overwrite it: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot remove &apos;%1&apos; to overwrite the table: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/connectors/filesystem_source.cpp" line="+3"/>
        <source>The filesystem connector reads &apos;csv&apos; or &apos;json&apos;, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Option &apos;source.path.regex-pattern&apos; is not a valid regular expression: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+44"/>
        <source>The path &apos;%1&apos; of the filesystem source does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+24"/>
        <source>Cannot list &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Cannot read the folder &apos;%1&apos; of the filesystem source: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+77"/>
        <source>The filesystem connector has no metadata key &apos;%1&apos;; available: file.path, file.name, file.size, file.modification-time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Partition column &apos;%1&apos; has type %2, which a folder name cannot hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+73"/>
        <source>%1: partition folder &apos;%2=%3&apos;: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <location filename="../engine/src/connectors/kafka_sandbox.cpp" line="+92"/>
        <source>Cannot open &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot resume &apos;%1&apos; at byte %2 (a restored position)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Cannot read &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+68"/>
        <source>%1:%2: malformed %3 record: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/connectors/kafka_client_config.cpp" line="+131"/>
        <source>&apos;properties.%1&apos; must be a non-negative number of milliseconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The Kafka connector needs the option &apos;properties.bootstrap.servers&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Kafka property &apos;%1&apos; is not known to the embedded engine&apos;s Kafka client (librdkafka)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Kafka property &apos;%1&apos; has a value librdkafka does not accept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Cannot create a Kafka client: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot reach the Kafka bootstrap servers &apos;%1&apos; within %2 ms while %3 (the wait is bounded by &apos;properties.default.api.timeout.ms&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot reach the Kafka bootstrap servers &apos;%1&apos; within %2 ms while %3 (the wait is bounded by &apos;properties.default.api.timeout.ms&apos;): %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/connectors/kafka_format_layout.cpp" line="+21"/>
        <source>The Kafka connectors read the formats csv, json and raw, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The Kafka connectors write the formats csv, json and raw, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Set either &apos;format&apos; or &apos;value.format&apos; for table &apos;%1&apos;, not both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The %1 connector needs the option &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The upsert-kafka connector needs the option &apos;key.format&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&apos;upsert-kafka&apos; tables require to define a PRIMARY KEY constraint. The PRIMARY KEY specifies which columns should be read from or write to the Kafka message key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The upsert-kafka connector takes its key from the PRIMARY KEY; remove &apos;key.fields&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;key.fields&apos; needs &apos;key.format&apos; (table &apos;%1&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Could not find the field &apos;%1&apos; of &apos;key.fields&apos; in the physical columns of table &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A key format &apos;key.format&apos; requires the declaration of one or more key fields using &apos;key.fields&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;value.fields-include&apos; is ALL or EXCEPT_KEY, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A key prefix is not allowed when option &apos;value.fields-include&apos; is set to &apos;ALL&apos;. Set it to &apos;EXCEPT_KEY&apos; instead to avoid field overlaps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>All fields in &apos;key.fields&apos; must be prefixed with &apos;%1&apos; when option &apos;key.fields-prefix&apos; is set but field &apos;%2&apos; is not prefixed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/connectors/kafka_offset_resolver.cpp" line="+23"/>
        <source>Partition %1 does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>looking up the offsets of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>fetching committed offsets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>looking up offsets by timestamp</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot look up the offsets of %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Group &apos;%1&apos; has no committed offset for partition %2 and &apos;properties.auto.offset.reset&apos; is not set (Flink&apos;s default is none); set it to earliest or latest, or choose another &apos;scan.startup.mode&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Group &apos;%1&apos; has no committed offset for partition %2 to stop at (&apos;scan.bounded.mode&apos; = &apos;group-offsets&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/connectors/kafka_partition_discovery.cpp" line="+27"/>
        <source>&apos;topic-pattern&apos; is not a valid regular expression: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <location filename="../engine/src/connectors/kafka_sink.cpp" line="+267"/>
        <location filename="../engine/src/connectors/kafka_source_reader.cpp" line="+301"/>
        <source>Kafka client error for bootstrap servers &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>fetching topic metadata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Topic &apos;%1&apos; does not exist on the Kafka cluster at &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot read the metadata of topic &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/connectors/kafka_partition_watermarks.cpp" line="+109"/>
        <location filename="../engine/src/exec/watermark_assigner_operator.cpp" line="+70"/>
        <source>RowTime field should not be null, please convert it to a non-null long value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/connectors/kafka_record_decoder.cpp" line="+60"/>
        <source>Invalid metadata key &apos;%1&apos; in column &apos;%2&apos; of table &apos;%3&apos;. The Kafka source of the embedded engine supports the metadata keys topic, partition, offset, timestamp and timestamp-type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Metadata column &apos;%1&apos; (key &apos;%2&apos;) cannot be of type %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Failed to deserialize the %1 of the message at %2 offset %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../engine/src/sql/parser_statements.cpp" line="+146"/>
        <source>key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <location filename="../engine/src/sql/parser_statements.cpp" line="+13"/>
        <source>value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/connectors/kafka_sandbox.cpp" line="-54"/>
        <source>Cannot start the Kafka sandbox: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot start the Kafka sandbox&apos;s mock cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Cannot create the sandbox&apos;s producer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+33"/>
        <location line="+34"/>
        <source>The Kafka sandbox is stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-65"/>
        <source>A topic needs at least one partition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot create topic &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Cannot produce to &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Timed out writing to the sandbox topic &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 message(s) could not be written to &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Broker %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <source>The Kafka sandbox needs at least one broker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/connectors/kafka_sandbox_relay.cpp" line="+83"/>
        <source>The sandbox port must be between 0 and 65535, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot open a socket for the sandbox: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot listen on 127.0.0.1:%1 for the Kafka sandbox: %2 (is a Kafka broker or another sandbox running? choose another --port)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot listen on 127.0.0.1:%1 for the Kafka sandbox: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot create the sandbox relay&apos;s pipe: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/connectors/kafka_sink.cpp" line="-208"/>
        <source>A Kafka sink writes to one &apos;topic&apos;; &apos;topic-pattern&apos; is for sources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A Kafka sink needs exactly one topic in &apos;topic&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;sink.partitioner&apos; = &apos;%1&apos;: a Java partitioner class only runs on Flink; the embedded engine offers default, fixed and round-robin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&apos;sink.delivery-guarantee&apos; is none, at-least-once or exactly-once, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>sink.transactional-id-prefix must be specified when using DeliveryGuarantee.EXACTLY_ONCE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The Kafka sink of the embedded engine writes the metadata key &apos;timestamp&apos; only, not &apos;%1&apos; (column &apos;%2&apos;); declare the column VIRTUAL to only read it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Table sink &apos;%1&apos; (connector &apos;kafka&apos;) doesn&apos;t support consuming update changes; use the upsert-kafka connector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Kafka sink &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Failed to deliver a message to topic &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The query does not write key column &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The query does not write column &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <location filename="../engine/src/connectors/kafka_transaction.cpp" line="+264"/>
        <source>Cannot use topic &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Kafka sink &apos;%1&apos; (bootstrap servers &apos;%2&apos;, transactional id prefix &apos;%3&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Topic &apos;%1&apos; does not exist on the Kafka cluster at &apos;%2&apos; and the cluster did not create it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not authorized to write to topic &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>connecting the sink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Cannot produce to topic &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The Kafka producer queue for topic &apos;%1&apos; stayed full for %2 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/connectors/kafka_source_reader.cpp" line="-237"/>
        <source>Kafka source &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Cannot assign Kafka partitions: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Kafka consumer error (%1): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+47"/>
        <source>Kafka consumer error: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/connectors/kafka_source_settings.cpp" line="+30"/>
        <source>Invalid value for option &apos;%1&apos;: &apos;%2&apos;; expected unbounded, latest-offset, group-offsets, timestamp or specific-offsets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Invalid value for option &apos;%1&apos;: &apos;%2&apos;; expected earliest-offset, latest-offset, group-offsets, timestamp or specific-offsets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Invalid properties &apos;%1&apos; should follow the format &apos;partition:0,offset:42;partition:1,offset:300&apos;, but is &apos;%2&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Option &apos;topic&apos; and &apos;topic-pattern&apos; shouldn&apos;t be set together.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Either &apos;topic&apos; or &apos;topic-pattern&apos; must be set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Option &apos;topic&apos; names no topic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The upsert-kafka connector reads exactly one topic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&apos;%1&apos; is required in &apos;timestamp&apos; mode but missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;%1&apos; is required in &apos;specific-offsets&apos; mode but missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos; needs exactly one &apos;topic&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Property &apos;properties.group.id&apos; is required when using committed offsets (&apos;group-offsets&apos; mode)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/connectors/kafka_transaction.cpp" line="-149"/>
        <source>Failed to deliver a message to topic &apos;%1&apos; in transaction &apos;%2&apos;: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Cannot start Kafka transactions as &apos;%1&apos; on &apos;%2&apos;: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+317"/>
        <source>Cannot begin a Kafka transaction as &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-284"/>
        <source>Cannot settle Kafka transaction &apos;%1&apos; on &apos;%2&apos;: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Cannot read the commit marker of Kafka transaction &apos;%1&apos; (group &apos;%2&apos;): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+105"/>
        <source>Cannot produce to topic &apos;%1&apos; in transaction &apos;%2&apos;: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The Kafka producer queue of transaction &apos;%1&apos; stayed full for %2 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+100"/>
        <source>Kafka transaction &apos;%1&apos; could not deliver its messages within %2 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Kafka transaction &apos;%1&apos; could not deliver its messages within %2 ms (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Cannot commit Kafka transaction &apos;%1&apos; for %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the end of input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../engine/src/runtime/engine_api.cpp" line="+122"/>
        <source>checkpoint %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/connectors/nexmark_source.cpp" line="+55"/>
        <source>The nexmark connector produces the columns event_type, person, auction and bid (as in Nexmark&apos;s ddl_gen.sql); it has no column &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Column &apos;%1&apos; of a nexmark table must be %2, but is declared %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&apos;%1&apos; must be at least %2, but was %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Unsupported value &apos;%1&apos; for &apos;rate.shape&apos;; use SQUARE or SINE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;rate.period&apos; must be at least 1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&apos;person.proportion&apos;, &apos;auction.proportion&apos; and &apos;bid.proportion&apos; must not all be 0</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+159"/>
        <location filename="../engine/src/exec/timer_snapshot.cpp" line="+88"/>
        <location filename="../engine/src/exec/timer_snapshot.h" line="+59"/>
        <source>is followed by unexpected bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>is not an event of the split</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/connectors/partition_committer.cpp" line="+42"/>
        <source>&apos;sink.partition-commit.trigger&apos; is process-time or partition-time, not &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&apos;partition.time-extractor.kind&apos; = &apos;%1&apos; loads the JVM class of &apos;partition.time-extractor.class&apos;: it runs on Flink, not on the embedded engine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&apos;partition.time-extractor.timestamp-formatter&apos; = &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;sink.partition-commit.trigger&apos; = &apos;partition-time&apos; needs a partitioned table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+128"/>
        <source>Cannot read a time from partition &apos;%1&apos; for its partition-time commit (&apos;partition.time-extractor.timestamp-pattern&apos; = &apos;%2&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot read a time from partition &apos;%1&apos; for its partition-time commit (the first partition value as yyyy-MM-dd[ HH:mm:ss])</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Cannot write the partition&apos;s success file &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/connectors/sink_columns.cpp" line="+39"/>
        <source>Table sink &apos;%1&apos; (connector &apos;%2&apos;) only accepts inserts, but received a %3 change. Its input must be append-only: remove the aggregation, outer join or other updating operator before it, or write to a print, blackhole or upsert sink instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/connectors/table_options.cpp" line="+28"/>
        <source>Invalid value for option &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/exec/batch_over_aggregate_operator.cpp" line="+51"/>
        <source>a RANGE frame with an INTERVAL offset over a %1 ordering fails on Flink 1.20 in batch mode: its generated bound comparator subtracts TIMESTAMP values as numbers and does not compile. Order the window by epoch milliseconds instead, e.g. UNIX_TIMESTAMP(CAST(ts AS STRING)) * 1000</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+303"/>
        <source>/ by zero (NTILE(0))</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/exec/checkpoint_committer.cpp" line="+16"/>
        <source>A job&apos;s exactly-once sinks must commit in one transaction, but %1 and %2 need two (the embedded engine cannot commit two atomically); write them to one Kafka cluster with the same client properties, or make one of them at-least-once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/exec/expr_arithmetic.cpp" line="+57"/>
        <location line="+195"/>
        <source>Division by zero (java.lang.ArithmeticException: / by zero)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-86"/>
        <source>Division by zero (java.lang.ArithmeticException: Division by zero)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+233"/>
        <source>Arithmetic &apos;%1&apos; on %2 and %3 is not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/exec/expr_cast.cpp" line="+175"/>
        <source>Cannot cast &apos;%1&apos; of type %2 to %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+45"/>
        <source>CAST from %1 to %2 is not supported by the embedded engine yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/exec/expr_collections.cpp" line="+54"/>
        <location line="+61"/>
        <location line="+17"/>
        <location line="+162"/>
        <source>corrupt array value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-97"/>
        <source>unsupported collection function</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+76"/>
        <location line="+49"/>
        <location line="+10"/>
        <source>corrupt map value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Invalid function MAP_FROM_ARRAYS call: the key array has %1 elements and the value array %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/exec/expr_core.cpp" line="+105"/>
        <location filename="../engine/src/exec/expression_evaluator.cpp" line="+100"/>
        <location filename="../engine/src/functions/function_kernel.h" line="+58"/>
        <source>%1 (in expression %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Literals of type %1 are not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/exec/expr_functions.cpp" line="+144"/>
        <source>unsupported string function</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+183"/>
        <source>unsupported numeric function</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+192"/>
        <source>Function %1 is not supported by the embedded engine yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/exec/expr_logic.cpp" line="+434"/>
        <source>Cannot compare %1 with %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Comparison of %1 is not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <source>IN over incompatible types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>IN over this type is not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/exec/expr_nested.cpp" line="+21"/>
        <source>corrupt nested value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Array has more than one element.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../engine/src/plan/nested_access.cpp" line="+79"/>
        <source>Array element access needs an index starting at 1 but was %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+166"/>
        <source>CAST from %1 to %2 is not supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+124"/>
        <source>An entry of MAP_UNION(...)&apos;s result, read directly, fails on Flink 1.20 (ClassCastException: MapUnionFunction$MapDataForMapUnion cannot be cast to GenericMapData); keep the map in a column first (a view or a GROUP BY)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/exec/expr_string.cpp" line="+127"/>
        <source>Invalid escape character &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Invalid escape sequence &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Invalid SIMILAR TO pattern &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/exec/expr_time.cpp" line="+342"/>
        <source>Pattern ends with an incomplete string literal: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Unsupported pattern letter &apos;%1&apos; in &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/exec/expr_time_functions.cpp" line="+107"/>
        <source>unsupported time function</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/exec/interval_join_operator.cpp" line="+104"/>
        <source>the rowtime attribute &apos;%1&apos; is NULL in a row of the interval join&apos;s %2 input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../engine/src/exec/temporal_join_operator.cpp" line="+58"/>
        <source>left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+239"/>
        <location filename="../engine/src/exec/match_operator.cpp" line="+515"/>
        <location filename="../engine/src/exec/over_aggregate_operator.cpp" line="+670"/>
        <location filename="../engine/src/exec/session_window_table_function_operator.cpp" line="+132"/>
        <location filename="../engine/src/exec/temporal_join_operator.cpp" line="+156"/>
        <location filename="../engine/src/exec/window_join_operator.cpp" line="+177"/>
        <location filename="../engine/src/exec/window_rank_operator.cpp" line="+126"/>
        <source>the restored timers of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 are corrupt: %2 items, not 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/exec/match_nfa.cpp" line="+286"/>
        <source>Could not skip to %1. No such element in the found match (AFTER MATCH SKIP TO a variable the match did not map any row to)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not skip to first element of a match. (AFTER MATCH SKIP TO %1 would start the next match where this one started)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/exec/match_operator.cpp" line="-134"/>
        <source>the rowtime attribute &apos;%1&apos; is NULL in a row of MATCH_RECOGNIZE&apos;s input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/exec/over_aggregate_operator.cpp" line="-435"/>
        <source>the rowtime attribute &apos;%1&apos; is NULL in a row of the OVER window&apos;s input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+120"/>
        <source>LAG&apos;s offset is NULL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Offset(%1) should be positive.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/exec/rank_operator.cpp" line="+458"/>
        <source>the restored tie sequence of %1 is corrupt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/exec/row_key_selector.cpp" line="+61"/>
        <source>corrupt row list: truncated length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>corrupt row list: truncated item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/exec/session_window_aggregate_operator.cpp" line="+77"/>
        <source>DISTINCT aggregates over session windows are not run by the embedded engine yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+263"/>
        <source>the restored sessions of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 are corrupt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/exec/temporal_join_operator.cpp" line="-158"/>
        <source>the rowtime attribute &apos;%1&apos; is NULL in a row of the temporal join&apos;s %2 input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>versioned</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/exec/temporal_sort_operator.cpp" line="+60"/>
        <source>the rowtime attribute &apos;%1&apos; is NULL in a row of the ORDER BY&apos;s input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+57"/>
        <source>the restored position of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is corrupt: %2 items, not 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/exec/timer_snapshot.cpp" line="-19"/>
        <source>%1 are corrupt: a timer without a valid tag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 are corrupt: %2 items, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/exec/value_list_aggregates.cpp" line="+197"/>
        <source>JSON_OBJECTAGG: a key is NULL; keys must not be NULL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Key &apos;%1&apos; is already present. Duplicate keys are not allowed in JSON_OBJECTAGG. Please ensure that keys are unique.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+63"/>
        <source>A key is already present. Duplicate keys are not allowed in JSON_OBJECTAGG. Please ensure that keys are unique.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/exec/window_aggregate_operator.cpp" line="+956"/>
        <source>the restored windows of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 are corrupt: %2 items</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/exec/window_join_operator.cpp" line="-117"/>
        <source>window_end is NULL in a row of the window join&apos;s input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/exec/window_rank_operator.cpp" line="-74"/>
        <source>window_end is NULL in a row of the window Top-N&apos;s input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/exec/window_table_function_operator.cpp" line="+84"/>
        <source>WindowTableFunction: invalid window %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/formats/csv_format.cpp" line="+26"/>
        <source>Option &apos;%1&apos; must be a string with a single character, but was: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Format cannot define a quote character and disabled quote character at the same time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+210"/>
        <location line="+46"/>
        <source>Row length mismatch. %1 fields expected but was %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-18"/>
        <source>missing closing quote for a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Too many entries: expected at most %1 (value #%2 (%3 chars) &quot;%4&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>field &apos;%1&apos;: an empty value cannot be read as %2 (Flink&apos;s csv format reads no NULL from an empty field; &apos;csv.null-literal&apos; = &apos;&apos; makes it one)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../engine/src/formats/json_format.cpp" line="+146"/>
        <source>field &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/formats/json_format.cpp" line="+32"/>
        <source>cannot convert %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Could not find field with name &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+283"/>
        <source>json.fail-on-missing-field and json.ignore-parse-errors shouldn&apos;t both be true.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Unsupported value &apos;%1&apos; for json.timestamp-format.standard. Supported values are [SQL, ISO-8601].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Unsupported value &apos;%1&apos; for json.map-null-key.mode. Supported values are [LITERAL, FAIL, DROP].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The json format cannot read column &apos;%1&apos; of type %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-317"/>
        <location line="+408"/>
        <source>invalid JSON: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a JSON object is expected, but the record is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+144"/>
        <source>JSON format doesn&apos;t support to serialize map data with null keys. You can drop null key entries or encode null in literals by specifying json.map-null-key.mode option.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/formats/raw_format.cpp" line="+54"/>
        <source>The &apos;raw&apos; format writes exactly one physical column, but the table has %1 columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The &apos;raw&apos; format reads exactly one physical column, but the table has %1 columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The &apos;raw&apos; format does not support column type %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>raw.charset &apos;%1&apos; is not supported by the embedded engine; use UTF-8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unsupported endianness name: %1. Valid values of &apos;raw.endianness&apos; option are &apos;big-endian&apos; and &apos;little-endian&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Size of the given %1 value must be %2 bytes, not %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+84"/>
        <source>raw cannot write %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/formats/row_format.cpp" line="+50"/>
        <location line="+13"/>
        <source>Format &apos;%1&apos; is not supported here; use &apos;csv&apos; or &apos;json&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>cannot parse &apos;%1&apos; as %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+61"/>
        <source>cannot decode &apos;%1&apos; as base64 for %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>type %1 cannot be read from text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/functions/conditional_functions.cpp" line="+94"/>
        <source>TYPEOF&apos;s second argument (forceSerializable) must be a BOOLEAN literal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/functions/hash_functions.cpp" line="+45"/>
        <source>Unsupported algorithm: SHA2 takes 224, 256, 384 or 512 bits, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the digest failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Illegal base64 character %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Last unit does not have enough valid bits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Input byte array has incorrect ending byte at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+52"/>
        <location line="+34"/>
        <source>Unsupported charset: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/functions/json_construction_functions.cpp" line="+78"/>
        <source>Type &apos;%1&apos; is not supported for JSON conversion. The key type must be a character string.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Type &apos;%1&apos; is not scalar or cannot be converted into JSON.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+171"/>
        <source>The key of JSON_OBJECT must be a character string, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The key of JSON_OBJECT is NULL; keys must not be NULL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/functions/json_functions.cpp" line="+71"/>
        <source>Illegal character at position 0 in path %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+15"/>
        <source>Path must not end with a &apos;.&apos; or &apos;..&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Property has not been closed - missing closing %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Could not parse token starting at position %1. Expected ?, &apos;, 0-9, * </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+5"/>
        <source>Could not parse token at position %1 of path %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+121"/>
        <source>Illegal JSON value: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No results for path: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+117"/>
        <source>Empty result of JSON_VALUE function is not allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Strict jsonpath mode requires scalar value, and the actual value is: &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Empty result of JSON_QUERY function is not allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strict jsonpath mode requires array or object value, and the actual value is: &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/functions/math_functions.cpp" line="+33"/>
        <source>Unsupported call: ATAN2(%1, %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+105"/>
        <source>SIGN of a %1 does not compile on Flink 1.20 (Table program cannot be compiled); CAST the argument to INT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+259"/>
        <source>bound must be positive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/functions/simple_date_format.cpp" line="+118"/>
        <source>Unterminated quote</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Illegal pattern character &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/functions/string_functions.cpp" line="+106"/>
        <source>%1 gives NULL for a negative length or an empty pad, but its arguments are NOT NULL, so Flink fails here too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>REPEAT would build a string of %1 bytes, more than a string can hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+130"/>
        <source>nthAppearance must be positive!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+60"/>
        <source>REGEXP_REPLACE: &apos;%1&apos; is not a valid regular expression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+99"/>
        <source>STR_TO_MAP delimiter is not a valid regular expression: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/functions/temporal_functions.cpp" line="+213"/>
        <source>unit EPOCH can not be applied to time variable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unit %1 can not be applied to %2 variable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+402"/>
        <source>The precision of TO_TIMESTAMP_LTZ must be a constant 0 or 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The precision value &apos;%1&apos; for function TO_TIMESTAMP_LTZ(numeric, precision) is unsupported, the supported value is &apos;0&apos; for second or &apos;3&apos; for millisecond.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+222"/>
        <source>Hour out of range: [%1]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Cannot apply &apos;%1&apos; to arguments of type &apos;%1(&lt;%2&gt;, &lt;INTERVAL %3&gt;)&apos;. Supported form(s): &apos;%1(&lt;NUMERIC&gt;)&apos; &apos;%1(&lt;DATETIME_INTERVAL&gt;)&apos; &apos;%1(&lt;DATE&gt; TO &lt;TIME_UNIT&gt;)&apos; &apos;%1(&lt;TIME&gt; TO &lt;TIME_UNIT&gt;)&apos; &apos;%1(&lt;TIMESTAMP&gt; TO &lt;TIME_UNIT&gt;)&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&apos;%1&apos; is not a time unit %2 can round to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1(... TO %2) of a %3 fails on Flink 1.20 (Cannot invoke &quot;java.math.BigDecimal.intValue()&quot; because &quot;unit$1.startUnit.multiplier&quot; is null); use EXTRACT(%2 FROM ...)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1(... TO %2) of a TIMESTAMP_LTZ does not compile on Flink 1.20 (Table program cannot be compiled); round CAST(... AS TIMESTAMP(3)) instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/plan/binder.cpp" line="+82"/>
        <source>%1 &apos;%2&apos; not found; did you mean &apos;%3&apos;?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 &apos;%2&apos; not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 precision %2 is above the largest, %3: Flink takes it as %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Type %1 cannot be the type of a table column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Source table &apos;%1&apos; of the LIKE clause can not be a VIEW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>CREATE TABLE ... LIKE &apos;%1&apos;, defined by %2,</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Source table &apos;%1&apos; of the LIKE clause not found in the catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Illegal merging strategy &apos;OVERWRITING&apos; for &apos;%1&apos; option.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Column &apos;%1&apos; is defined twice in table &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A column named &apos;%1&apos; already exists in the base table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A generated column named &apos;%1&apos; already exists in the base table. You might want to specify EXCLUDING GENERATED or OVERWRITING GENERATED.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A metadata column named &apos;%1&apos; already exists in the base table. You might want to specify EXCLUDING METADATA or OVERWRITING METADATA.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The base table already has a primary key. You might want to specify EXCLUDING CONSTRAINTS.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The base table already has partitions defined. You might want to specify EXCLUDING PARTITIONS.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>There already exists a watermark spec for column &apos;%1&apos; in the base table. You might want to specify EXCLUDING WATERMARKS or OVERWRITING WATERMARKS.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>PARTITIONED BY column &apos;%1&apos; is not a column of &apos;%2&apos; (its columns: %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>PRIMARY KEY column &apos;%1&apos; is not a column of &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>PRIMARY KEY column &apos;%1&apos; must be a physical column, not a computed or metadata column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Invalid primary key &apos;PK_%1&apos;. Column &apos;%2&apos; is nullable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>WATERMARK column &apos;%1&apos; is not a top-level column of &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Invalid type of the time field &apos;%1&apos; for the watermark: it must be TIMESTAMP(p) or TIMESTAMP_LTZ(p) with p from 0 to 3, but is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The watermark expression must return a TIMESTAMP or TIMESTAMP_LTZ, but returns %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>There already exists an option [&apos;%1&apos; -&gt; &apos;%2&apos;] in the base table. You might want to specify EXCLUDING OPTIONS or OVERWRITING OPTIONS.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Option &apos;%1&apos; is set twice; the last value wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>A table with the legacy option &apos;connector.type&apos; = &apos;%1&apos; runs on Flink; not supported by the embedded engine yet (declare it with &apos;connector&apos; and the current option names)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+72"/>
        <source>A streaming filesystem sink makes its part files visible as checkpoints complete; without &apos;execution.checkpointing.interval&apos; Flink keeps them in progress (hidden) until the input ends, so an unbounded job shows none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>A Kafka sink with exactly-once delivery commits its transaction as each checkpoint completes; without &apos;execution.checkpointing.interval&apos; readers of committed data (isolation.level = read_committed) see its rows only when the job ends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A Kafka sink with exactly-once delivery needs &apos;execution.checkpointing.mode&apos; = &apos;EXACTLY_ONCE&apos;: with AT_LEAST_ONCE checkpoints a restore may write rows twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cannot INSERT INTO view &apos;%1&apos;; only tables can be written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../engine/src/plan/binder_from.cpp" line="+190"/>
        <source>Table &apos;%1&apos;, defined by %2,</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>INSERT OVERWRITE requires that the underlying DynamicTableSink of table &apos;%1&apos; implements the SupportsOverwrite interface.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Streaming mode not support overwrite.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+48"/>
        <source>%1 (ROW_NUMBER() without a filter on its result numbers the rows of an OVER window; a Top-N needs one in the enclosing query, such as WHERE rn &lt;= N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <location filename="../engine/src/plan/binder_over.cpp" line="+214"/>
        <source>The window can only be ordered by a single time column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../engine/src/plan/binder_over.cpp" line="+3"/>
        <source>The window can only be ordered in ASCENDING mode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../engine/src/plan/binder_over.cpp" line="+13"/>
        <source>OVER windows&apos; ordering in stream mode must be defined on a time attribute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Connector &apos;%1&apos; can only be used as a source. It cannot be used as a sink (table &apos;%2&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Column &apos;%1&apos; not found in table &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Column &apos;%1&apos; is listed twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Column &apos;%1&apos; of &apos;%2&apos; is computed or virtual and cannot be written</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Column types of query result and sink for &apos;%1&apos; do not match: the query has %2 columns, the sink %3. Query schema: %4. Sink schema: %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Column types of query result and sink for &apos;%1&apos; do not match: column &apos;%2&apos; is %3 but the query gives %4 (add a CAST). Query schema: %5. Sink schema: %6.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Column &apos;%1&apos; of &apos;%2&apos; is NOT NULL and must be given a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/plan/binder_from.cpp" line="-86"/>
        <source>The alias lists %1 columns but the table has %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>FOR SYSTEM_TIME AS OF outside a temporal join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>WITH %1 lists %2 columns but its query returns %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>OPTIONS hints apply to tables only; ignored on a WITH entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>View &apos;%1&apos; refers to itself</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Object</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Table &apos;%1&apos; is read from its consumer group&apos;s committed offsets (&apos;scan.startup.mode&apos; &apos;group-offsets&apos;, the default), which needs &apos;properties.group.id&apos;: set it, or another &apos;scan.startup.mode&apos; such as &apos;earliest-offset&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Connector &apos;%1&apos; can only be used as a sink. It cannot be used as a source (table &apos;%2&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-41"/>
        <location line="+62"/>
        <source>Hint &apos;%1&apos; is not known here and is ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-66"/>
        <source>View &apos;%1&apos; has no options to override: OPTIONS hints apply to tables only (Flink refuses the query)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+63"/>
        <source>OPTIONS hints are off: &apos;%1&apos; is false</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>OPTIONS hints take &apos;key&apos; = &apos;value&apos; pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+122"/>
        <source>The system time period specification expects Timestamp type but is &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Temporal table join currently only supports &apos;FOR SYSTEM_TIME AS OF&apos; left table&apos;s time attribute field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>A temporal join on &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Temporal Table Join requires primary key in versioned table, but no primary key can be found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Processing-time temporal join is not supported yet: &apos;%1&apos; (connector &apos;%2&apos;) is no lookup source, and Flink joins processing time only against one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Processing-time temporal join is not supported yet: &apos;%1&apos; is no lookup source, and Flink joins processing time only against one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+289"/>
        <source>Event-Time Temporal Table Join requires both primary key and row time attribute in versioned table, but no row time attribute can be found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-285"/>
        <source>Unsupported join type for temporal join: only INNER JOIN and LEFT JOIN are supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Temporal table join currently only supports &apos;FOR SYSTEM_TIME AS OF&apos; left table&apos;s time attribute field&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>UNNEST ... WITH ORDINALITY cannot be planned by Flink 1.20: its planner fails on it (&quot;%1&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>UNNEST of several collections at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>UNNEST expects an ARRAY, MAP or MULTISET, but got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>List of column aliases must have same degree as table; table has %1 columns (UNNEST of %2), whereas alias list has %3 columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>A join with UNNEST on a condition other than TRUE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>filter the unnested rows in WHERE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A RIGHT or FULL join with UNNEST</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Column name &apos;%1&apos; in NATURAL join or USING clause is not unique on one side of join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../engine/src/plan/expression_binder.cpp" line="+578"/>
        <source>Column &apos;%1&apos; not found in any table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+103"/>
        <source>Join hint &apos;%1&apos; is not known to the embedded engine and is ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A join&apos;s OPTIONS hint accepts only &apos;state.ttl.left&apos; and &apos;state.ttl.right&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Invalid value for &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A WHERE clause cannot be combined with the per-side state TTL hint OPTIONS(&apos;state.ttl.left&apos;/&apos;state.ttl.right&apos;) on a join in the same query; move the filter into a subquery or view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+138"/>
        <source>A processing-time temporal join (lookup join) is an INNER or LEFT join</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A lookup join on a table with computed columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The lookup key %1 is %2, which %3 does not widen to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Temporal table join requires an equality condition on fields of table [%1].</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+146"/>
        <source>The window %1 must be a day-time INTERVAL literal, e.g. INTERVAL &apos;10&apos; MINUTES</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The window %1 must be positive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Table function &apos;%1&apos; is not supported; the embedded engine has the window functions TUMBLE, HOP, CUMULATE and SESSION</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Unknown parameter &apos;%1&apos; of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>SESSION needs a gap: SESSION(TABLE t [PARTITION BY k], DESCRIPTOR(ts), INTERVAL &apos;5&apos; MINUTES)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 needs a table as its first argument: %2(TABLE t, DESCRIPTOR(ts), ...)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 needs the time column as DESCRIPTOR(column) after the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 takes no PARTITION BY; only the SESSION window does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TUMBLE needs a window size: TUMBLE(TABLE t, DESCRIPTOR(ts), INTERVAL &apos;10&apos; MINUTES)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>HOP needs a slide and a size: HOP(TABLE t, DESCRIPTOR(ts), INTERVAL &apos;5&apos; MINUTES, INTERVAL &apos;10&apos; MINUTES)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CUMULATE needs a step and a size: CUMULATE(TABLE t, DESCRIPTOR(ts), INTERVAL &apos;1&apos; MINUTES, INTERVAL &apos;10&apos; MINUTES)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A window offset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>DESCRIPTOR must name exactly one time column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+33"/>
        <source>Column &apos;%1&apos; not found in &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-29"/>
        <source>The window function requires the time column to be a time attribute (a WATERMARK column or PROCTIME()), but &apos;%1&apos; is %2 (as in Flink, a regular join or an aggregation turns time attributes into plain timestamps; only an interval join keeps them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <location filename="../engine/src/plan/binder_select.cpp" line="+698"/>
        <source>gap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../engine/src/plan/binder_select.cpp" line="-10"/>
        <location line="+4"/>
        <source>size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../engine/src/plan/binder_select.cpp" line="-1"/>
        <source>slide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../engine/src/plan/binder_select.cpp" line="+4"/>
        <source>HOP window size must be an integral multiple of the slide</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CUMULATE window size must be an integral multiple of the step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/plan/binder_lateral.cpp" line="+124"/>
        <source>The alias lists %1 columns but the subquery has %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Flink cannot plan this correlated LATERAL subquery (&quot;%1&quot;): %2. With ORDER BY and LIMIT, Flink plans only `(SELECT DISTINCT k FROM t) a, LATERAL (SELECT columns FROM t WHERE k = a.k ORDER BY columns LIMIT n)`, as a Top-N per k</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>only an inner join without a condition (a comma, CROSS JOIN or JOIN ... ON TRUE) becomes a Top-N</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a Top-N has no OFFSET</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the subquery aggregates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the left side is not `SELECT DISTINCT columns FROM t` (or `SELECT columns FROM t GROUP BY` those columns)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>it has no WHERE equality with the left side&apos;s columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the condition is not an equality between a column of the subquery&apos;s table and a column of the left side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the columns compared have different types (%1 and %2), so the condition compares a cast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>it selects more than columns of its table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Ordinal out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>it orders by a column it does not select</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>orderKey should not be empty. (Flink runs a correlated LATERAL subquery with LIMIT as a Top-N, which needs an ORDER BY)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>LIMIT needs a whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rank end can&apos;t smaller than zero. The rank end is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>its FROM is not the relation the left side takes the distinct values of</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: Flink&apos;s Top-N form of the LATERAL subquery starts with the columns its equalities compare %2, but the left side has %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+48"/>
        <source>A LATERAL subquery reading the columns of the tables before it %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flink decorrelates it into a join; the embedded engine does so for a plain SELECT ... FROM ... WHERE subquery joined by a comma, CROSS JOIN or [LEFT] JOIN ... ON TRUE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>with a join condition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>that aggregates, orders or names windows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>that aggregates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/plan/binder_match.cpp" line="+44"/>
        <source>MATCH_RECOGNIZE&apos;s %1 takes column names; compute the expression as a column of a subquery and name that column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>MATCH_RECOGNIZE&apos;s %1 takes column names</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You must specify either rowtime or proctime for order by.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You must specify either rowtime or proctime for order by as the first one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Primary sort order of a streaming table must be ascending on time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Group patterns are not supported yet: a quantifier applies to a single pattern variable in Flink&apos;s MATCH_RECOGNIZE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Currently, CEP doesn&apos;t support branching patterns (A | B).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Currently, CEP doesn&apos;t support PERMUTE patterns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Currently, CEP doesn&apos;t support &apos;{-&apos; &apos;-}&apos; patterns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Flink ignores the anchors ^ and $ of a pattern (a stream has no partition start or end): the pattern matches anywhere</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Pattern variables must be unique. That might change in the future. (&apos;%1&apos; appears twice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The from should be a positive number greater than 0. (Flink&apos;s CEP needs the lower bound of {,m}: write {0,m})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A quantifier must allow at least one row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reluctant optional variables are not supported yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Optional pattern cannot be preceded by greedy pattern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Patterns that can produce empty matches are not supported. There must be at least one non-optional state.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Greedy quantifiers are not allowed as the last element of a Pattern yet. Finish your pattern with either a simple variable or reluctant quantifier.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All rows per match mode is not supported yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unknown pattern &apos;%1&apos; in SUBSET %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Flink maps no rows to SUBSET %1: measures reading %2.x are NULL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>DEFINE %1 is unused: the PATTERN has no variable %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Pattern variable &apos;%1&apos; is defined twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Duplicate column name &apos;%1&apos; in MATCH_RECOGNIZE&apos;s output (the partition columns come first, then the measures)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>AFTER MATCH SKIP TO names &apos;%1&apos;, which is not a variable of the PATTERN (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Only constant intervals with millisecond resolution are supported as time constraints of patterns.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>WITHIN must be a positive interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Table &apos;%1&apos; not found (in MATCH_RECOGNIZE, a qualifier names a pattern variable: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Column &apos;%1&apos; not found in the input of MATCH_RECOGNIZE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The argument of FIRST, LAST or an aggregate in MATCH_RECOGNIZE must read a single pattern variable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 cannot be nested in another navigation or aggregate of MATCH_RECOGNIZE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+4"/>
        <source>%1&apos;s offset must be a non-negative integer literal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 takes a value of a pattern variable and an optional offset, e.g. %2(A.price, 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 takes a value and an optional offset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Flink does not support physical offsets within partition. (%1(x, n) with n &gt; 0; LAST(A.x, n) reads the n-th last row of A)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../engine/src/plan/binder_over.cpp" line="+183"/>
        <location filename="../engine/src/plan/expression_binder.cpp" line="+388"/>
        <location line="+116"/>
        <location line="+109"/>
        <source>Aggregate calls cannot be nested</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>DISTINCT aggregations are not supported in MATCH_RECOGNIZE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>FILTER is not supported on an aggregate in MATCH_RECOGNIZE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1(...) in MATCH_RECOGNIZE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the engine runs it in a GROUP BY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1() cannot be an argument of a navigation or an aggregate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MATCH_PROCTIME() takes no argument</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>MATCH_ROWTIME takes at most one argument, a rowtime attribute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>MATCH_ROWTIME&apos;s argument must be a rowtime attribute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is not supported by Flink&apos;s MATCH_RECOGNIZE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/plan/binder_over.cpp" line="-310"/>
        <source>Window &apos;%1&apos; not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>PARTITION BY not allowed with existing window reference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ORDER BY not allowed in both base and referenced windows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Referenced window cannot have framing declarations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>ROW_NUMBER() takes no arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+326"/>
        <location line="+39"/>
        <source>ROW/RANGE not allowed with RANK, DENSE_RANK or ROW_NUMBER functions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-361"/>
        <location line="+325"/>
        <source>Over Agg: The window rank function requires order by clause with non-constant fields. please re-check the over window statement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-322"/>
        <source>ROW_NUMBER() needs ORDER BY in its OVER clause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>PARTITION BY of ROW_NUMBER() takes columns; compute the expression in a subquery first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>ORDER BY of ROW_NUMBER() takes columns; compute the expression in a subquery first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+47"/>
        <source>%1() on streaming table is not supported currently (a Top-N ranks by ROW_NUMBER(); over time, an OVER window counts the rows)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>OVER RANGE FOLLOWING windows are not supported yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+105"/>
        <source>ROWS value must be a non-negative integral constant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-102"/>
        <location line="+117"/>
        <source>Data Type mismatch between ORDER BY and RANGE clause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-116"/>
        <source>RANGE value must be a day-time INTERVAL literal, e.g. INTERVAL &apos;10&apos; MINUTE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+39"/>
        <source>RANGE clause cannot be used with compound ORDER BY clause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+15"/>
        <source>UNBOUNDED FOLLOWING cannot be specified for the lower frame boundary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>UNBOUNDED PRECEDING cannot be specified for the upper frame boundary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Upper frame boundary cannot be PRECEDING when lower boundary is CURRENT ROW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Upper frame boundary cannot be PRECEDING when lower boundary is FOLLOWING</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Upper frame boundary cannot be CURRENT ROW when lower boundary is FOLLOWING</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Window specification must contain an ORDER BY clause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Data type of ORDER BY prohibits use of RANGE clause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Unsupported temporal arithmetic.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>RANGE value %1 is out of range for a window frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>RANGE value must be a non-negative constant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>LEAD Function is not supported in stream mode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>OVER must be applied to aggregate function</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+123"/>
        <location filename="../engine/src/plan/expression_binder.cpp" line="-227"/>
        <location line="+115"/>
        <location line="+124"/>
        <source>%1 takes exactly one argument</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-121"/>
        <location line="+129"/>
        <location line="+10"/>
        <source>Distinct not supported in Windowing function!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-137"/>
        <location line="+129"/>
        <source>%1(DISTINCT ...) over an OVER window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-124"/>
        <source>Cannot apply &apos;%1&apos; to arguments of type &apos;%2(&lt;%3&gt;)&apos;. Supported form(s): &apos;%4(&lt;NUMERIC&gt;)&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>RANK or DENSE_RANK functions require ORDER BY clause in window specification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>NTILE takes exactly one argument: NTILE(buckets)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Argument to function &apos;NTILE&apos; must be a literal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Argument to function &apos;NTILE&apos; must be a positive integer literal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1() takes no arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 takes a value, and optionally an offset and a default: %2(value [, offset [, default]])</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The column type must be in long/int/short.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1&apos;s offset must be an INT, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Please explicitly cast default value %1 to %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>APPROX_COUNT_DISTINCT over an OVER window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there Flink 1.20 counts every non-NULL value of the frame as a new one, equal values too (APPROX_COUNT_DISTINCT(x) OVER w gives COUNT(x) OVER w on small frames), which the engine does not reproduce</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 Function is not supported in stream mode.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1(...) over an OVER window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the engine computes COUNT, SUM, AVG, MIN, MAX, STDDEV_*, VAR_*, LAG, FIRST_VALUE and LAST_VALUE over them, and in batch mode LEAD too</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Windowed aggregate expression is illegal in %1 clause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An OVER window in this clause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the engine computes OVER windows in a SELECT list without GROUP BY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Over Agg: Unsupported use of OVER windows. All aggregates must be computed on the same window (PARTITION BY, ORDER BY and frame); compute the other window in a subquery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+114"/>
        <source>%1 with a constant offset cannot run here on Flink 1.20: its window is not the first OVER window Flink computes for this SELECT (Flink orders them by PARTITION BY, then ORDER BY), and Flink&apos;s batch OverAggregate then reads the offset from another constant, or fails with an index out of bounds. Compute it in a subquery, or give it the first window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/plan/binder_select.cpp" line="-570"/>
        <source>FETCH is missed, which on streaming table is not supported currently.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>OFFSET is not supported in streaming queries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 needs a positive whole number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 needs a whole number of 0 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>ORDER BY over an aggregation, DISTINCT or set operation sorts by output columns only; select the expression and order by its name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Sort on a non-time-attribute field is not supported. (A streaming ORDER BY starts with a time attribute, ascending; or add LIMIT n for a Top-N result.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>ORDER BY with OFFSET needs a LIMIT or FETCH in batch mode (Flink: &quot;%1&quot;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Query hint &apos;%1&apos; is not known to the embedded engine and is ignored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>STATE_TTL takes &apos;table_or_alias&apos; = &apos;duration&apos; pairs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Invalid STATE_TTL for &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>STATE_TTL key &apos;%1&apos; matches no input table, view or alias of a join or aggregation in this query (with an alias, use the alias)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>SELECT * needs a FROM clause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Duplicate window names not allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+100"/>
        <location line="+875"/>
        <source>Illegal use of &apos;NULL&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-870"/>
        <location line="+11"/>
        <source>Values passed to VALUES operator must have compatible types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+141"/>
        <source>The Top-N filter keeps no rows; use rn &lt;= N with N &gt;= 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1() on streaming table is not supported currently</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rank end is not specified. Currently rank only support TopN, which means the rank end must be specified.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Currently, window table function based aggregate doesn&apos;t support early-fire and late-fire configuration &apos;table.exec.emit.early-fire.enabled&apos; and &apos;table.exec.emit.late-fire.enabled&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Session window doesn&apos;t support EMIT strategy currently.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The &apos;AFTER WATERMARK&apos; emit strategy requires set &apos;allow-lateness&apos; or &apos;minIdleStateRetentionTime&apos; in table config. (Set &apos;table.exec.emit.allow-lateness&apos; for late firing.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Early-fire delay should not be null or negative value when enable early-fire emit strategy. (Set &apos;table.exec.emit.early-fire.delay&apos;.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Late-fire delay should not be null or negative value when enable late-fire emit strategy. (Set &apos;table.exec.emit.late-fire.delay&apos;.)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Allow-lateness [%1ms] should not be smaller than Late-fire delay [%2ms] when enable late-fire emit strategy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>TUMBLE(time_attr, size) takes a time attribute and a size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HOP(time_attr, slide, size) takes a time attribute, a slide and a size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SESSION(time_attr, gap) takes a time attribute and a gap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Window aggregate can only be defined over a time attribute column, but %1 encountered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+62"/>
        <source>%1 needs a GROUP BY %2(...) with the same arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1(...) must name the window of GROUP BY %2(...), with the same arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is for a window over processing time; use %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is for a window over event time; use %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>CUBE of %1 elements: more than 2^%2 grouping sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Aggregate functions are not allowed in GROUP BY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Only a single window group is allowed in GROUP BY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Unsupported call: $%1: a GROUP BY %2(...) window cannot be combined with GROUPING SETS, ROLLUP or CUBE (use the %3 window table function: GROUP BY window_start, window_end, ROLLUP(...))</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>GROUP BY of more than 2^%1 grouping sets: each row would be repeated that often</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../engine/src/plan/grouping_sets.cpp" line="+117"/>
        <source>group count must be less than 64.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&apos;*&apos; cannot be used in an aggregate query; list the grouped columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+308"/>
        <source>Only one ROW_NUMBER() per query is supported</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-291"/>
        <source>ROW_NUMBER() in a query with HAVING</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+134"/>
        <source>Could not find an implementation method &apos;merge&apos; for function &apos;%1&apos;: Flink merges the slices of HOP and CUMULATE windows, and %2 cannot merge (use a TUMBLE window)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This function does not support retraction: Flink&apos;s LISTAGG(DISTINCT ...) in a HOP window would retract from its slices (use TUMBLE or CUMULATE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1(DISTINCT ...) in a %2 window aggregation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Flink merges the window&apos;s slices through hash maps of the distinct values, whose order the engine does not follow; without DISTINCT it runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1(...) in a %2 window aggregation over a window table function whose time column the query does not pass on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>select the window&apos;s time column in the query under the aggregation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+150"/>
        <location filename="../engine/src/plan/expression_binder.cpp" line="-649"/>
        <source>Table &apos;%1&apos; not found in FROM clause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Sql optimization: Cannot generate a valid execution plan for the given query: ROW_NUMBER() next to other OVER aggregates is not supported in streaming (rank the rows in a subquery and filter on the rank)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+45"/>
        <source>INTERSECT and EXCEPT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Column count mismatch in UNION: the left side has %1 columns, the right side %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Type mismatch in UNION column %1 (&apos;%2&apos;): %3 vs %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/plan/expression_binder.cpp" line="-308"/>
        <source>Expression &apos;%1&apos; is not being grouped; add it to GROUP BY or aggregate it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 condition must be BOOLEAN, but is %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Aggregate function %1 is not allowed here (only in SELECT and HAVING of a query with GROUP BY or aggregates)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 operator may only occur in SELECT, HAVING or ORDER BY clause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 operator may only occur in an aggregate query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;*&apos; is only allowed as a select item or in COUNT(*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A subquery in an expression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>TABLE and DESCRIPTOR arguments are only allowed in window functions (TUMBLE, HOP, CUMULATE)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unexpected keyword argument</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unsupported expression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Numeric literal &apos;%1&apos; is out of range (at most 38 digits)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Numeric literal &apos;%1&apos; has more than 38 digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Binary literal string must contain an even number of hexits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Illegal DATE literal &apos;%1&apos;: not in format &apos;yyyy-MM-dd&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Unsupported literal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Illegal interval literal format &apos;%1&apos; for INTERVAL %2 TO %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>INTERVAL unit %1 is not supported; use DAY, HOUR, MINUTE, SECOND or MILLISECOND</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Illegal interval literal format &apos;%1&apos; for INTERVAL SECOND</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Interval value &apos;%1&apos; must be a whole number for a %2 interval</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Interval value &apos;%1&apos; is out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Column &apos;%1&apos; is ambiguous; qualify it with a table name or alias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Column &apos;%1&apos; not found in any table; did you mean &apos;%2&apos;?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 expects a BOOLEAN operand, but got %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cannot apply unary minus/plus to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Unsupported unary operator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+84"/>
        <source>Cannot apply &apos;%1&apos; to arguments of type &apos;&lt;%2&gt; %1 &lt;%3&gt;&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-77"/>
        <source>Values of type %1 cannot be ordered with &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Cannot apply &apos;||&apos; to arguments of type &apos;&lt;%1&gt; || &lt;%2&gt;&apos;; CAST them to STRING</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Unsupported operator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Values in the IN list must have a type comparable with the operand: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Cannot apply &apos;%1&apos; to arguments of type &apos;%2&apos;; %1 compares strings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>CASE branches have incompatible types: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The cast from NUMERIC type to TIMESTAMP type is not allowed. It&apos;s recommended to use TO_TIMESTAMP(FROM_UNIXTIME(numeric_col)) instead, note the numeric is in seconds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The cast from NUMERIC type to TIMESTAMP_LTZ type is not allowed. It&apos;s recommended to use TO_TIMESTAMP_LTZ(numeric_col, precision) instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The cast from TIMESTAMP type to NUMERIC type is not allowed. It&apos;s recommended to use UNIX_TIMESTAMP(CAST(timestamp_col AS STRING)) instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The cast from TIMESTAMP_LTZ type to NUMERIC type is not allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unsupported cast from &apos;%1&apos; to &apos;%2&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Cannot cast %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Aggregate function %1 is not allowed here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cannot apply &apos;%1&apos; to arguments of type &apos;%1(&lt;%2&gt;)&apos;. Supported form(s): &apos;%1(&lt;NUMERIC&gt;)&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Invalid number of arguments to function &apos;%1&apos;. Was expecting %2 arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Argument to %1 operator must be a grouped expression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <location line="+104"/>
        <source>%1(*) is not valid; only COUNT(*) takes &apos;*&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-85"/>
        <source>Cannot apply &apos;%1&apos; to arguments of type &apos;%1(&lt;%2&gt;)&apos;; it needs a numeric argument</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 needs a comparable argument, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+100"/>
        <source>%1 takes a key and a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes exactly one argument and an optional separator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cannot apply &apos;LISTAGG&apos; to arguments of type &apos;LISTAGG(%1)&apos;. Supported form(s): &apos;LISTAGG(&lt;CHARACTER&gt;)&apos;
&apos;LISTAGG(&lt;CHARACTER&gt;, &lt;CHARACTER_LITERAL&gt;)&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>APPROX_COUNT_DISTINCT aggregate function does not support yet for streaming.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>APPROX_COUNT_DISTINCT aggregate function does not support type: &apos;&apos;%1&apos;&apos;.
Please re-check the data type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 aggregate function does not support type: &apos;&apos;%2&apos;&apos;.
Please re-check the data type.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>JSON_OBJECTAGG needs a character string key, not %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Could not find an implementation method &apos;accumulate&apos; in class &apos;org.apache.flink.table.runtime.functions.aggregate.%1&apos; for function &apos;%2&apos; that matches a value of type %3. In a GROUP BY %4(...) window Flink passes the value unconverted and only text fits: CAST it to STRING, or use the window table function</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Cannot write a value of type %1 as JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/plan/expression_functions.cpp" line="+101"/>
        <source>Invalid number of arguments to function &apos;%1&apos;. Was expecting %2 arguments; supported form: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Invalid number of arguments to function &apos;%1&apos;. Was expecting at least %2 arguments; supported form: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Invalid number of arguments to function &apos;%1&apos;. Was expecting %2 to %3 arguments; supported form: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+82"/>
        <location filename="../engine/src/plan/nested_access.cpp" line="+53"/>
        <location line="+106"/>
        <source>%1 is not an aggregate function: DISTINCT, * and FILTER do not apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-58"/>
        <location line="+67"/>
        <location filename="../engine/src/plan/nested_access.cpp" line="+5"/>
        <source>Cannot apply &apos;%1&apos; to arguments of type &apos;%1(%2)&apos;. Supported form(s): &apos;%3&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-45"/>
        <source>The group window %1(time_attr, ...) belongs in GROUP BY; select its start and end with %1_START(...) and %1_END(...)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is a window table function: use it in FROM as TABLE(%1(TABLE t, DESCRIPTOR(time_col), INTERVAL ...))</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No match found for function signature %1()</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Function &apos;%1&apos;, defined by CREATE FUNCTION,</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Function %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No function named &apos;%1&apos;; did you mean %2?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No function named &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+76"/>
        <source>ROUND of a DECIMAL needs a constant number of digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>COALESCE arguments have no common type: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Invalid function call: COALESCE(%1): invalid argument type at position %2. Data type %3 expected but %4 passed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>IF branches have no common type: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Invalid function call:
CURRENT_WATERMARK(%1)
The argument of CURRENT_WATERMARK() must be a rowtime attribute, but was &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Function &apos;%1&apos; is not supported here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/plan/grouping_sets.cpp" line="-10"/>
        <source>GROUPING SETS are currently not supported: Flink plans repeat %1 of grouping set %2 as an aggregation of its own, which it cannot do by fewer than all the grouping expressions (unless the query calls GROUPING or GROUPING_ID)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/plan/nested_access.cpp" line="-202"/>
        <source>Cannot access field &apos;%1&apos; of a value of type %2: only ROW values have fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Column &apos;%1.%2&apos; not found: %3 has no field &apos;%2&apos;; did you mean &apos;%4&apos;?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Column &apos;%1.%2&apos; not found: %3 has no field &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot apply &apos;ITEM&apos; to arguments of type &apos;ITEM(&lt;%1&gt;, &lt;%2&gt;)&apos;. Supported form(s): &lt;ARRAY&gt;[&lt;INTEGER&gt;], &lt;MAP&gt;[&lt;ANY&gt;], &lt;ROW&gt;[&lt;INTEGER&gt;]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Field index %1 is outside %2 (fields 1 to %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The MULTISET[...] value constructor is refused: Flink 1.20 parses it but its planner cannot plan it; read a MULTISET column or build a MAP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>ROW() needs at least one value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Require at least 1 argument</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Map requires an even number of arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Parameters must be of the same type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Invalid number of arguments to function &apos;%1&apos;. Was expecting 1 arguments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Expect an array or a map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Array expression type expected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot apply &apos;CARDINALITY&apos; to arguments of type &apos;CARDINALITY(&lt;%1&gt;)&apos;. Supported form(s): &apos;CARDINALITY(&lt;MULTISET&gt;)&apos;, &apos;CARDINALITY(&lt;ARRAY&gt;)&apos;, &apos;CARDINALITY(&lt;MAP&gt;)&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot apply &apos;ELEMENT&apos; to arguments of type &apos;ELEMENT(&lt;%1&gt;)&apos;. Supported form(s): &apos;ELEMENT(&lt;MULTISET&gt;)&apos;, &apos;ELEMENT(&lt;ARRAY&gt;)&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Invalid input arguments. All arguments requires to be a MAP type, but argument %1 is not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not find a common type for arguments: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>MAP_UNION of %1 with maps of another key or value type: Flink 1.20 cannot cast it to their common type %2 (&quot;Unexpected error in type inference logic of function &apos;MAP_UNION&apos;&quot;); CAST its keys or values first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/plan/physical_planner.cpp" line="+240"/>
        <location line="+419"/>
        <location line="+240"/>
        <source>Processing time Window TableFunction is not supported yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-655"/>
        <source>Window table functions need an insert-only input, but this one produces updates %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A processing-time SESSION window table function without its aggregation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+235"/>
        <source>Join keys of types %1 and %2 have no common type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+48"/>
        <source>This join has no equality condition between its inputs, so every row meets every row on a single subtask</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>An interval join (a join bounding the inputs&apos; rowtime attributes against each other) needs insert-only inputs, but an input produces updates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Processing time Window Join is not supported yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Window aggregation needs an insert-only input, but this one produces updates %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+254"/>
        <source>%1 doesn&apos;t support consuming update and delete changes, but its input produces %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+131"/>
        <source>The sink for table &apos;%1&apos; has a configured parallelism of %2, while the input parallelism is %3. Since the configured parallelism is different from the input&apos;s parallelism and the changelog mode is not insert-only, a primary key is required but could not be found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Table sink &apos;%1&apos; (connector &apos;%2&apos;) doesn&apos;t support consuming update and delete changes, which are produced by node %3; use a sink that accepts them (upsert-kafka, print) or an insert-only query (e.g. a window aggregation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+56"/>
        <source>A SinkUpsertMaterializer is added for &apos;%1&apos; although the sink runs with parallelism 1, where rows cannot be reordered; consider SET &apos;table.exec.sink.upsert-materialize&apos; = &apos;none&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/plan/script_analyzer.cpp" line="+92"/>
        <source>The state TTL of this %1 (%2) is shorter than the watermark delay of its input (%3): state may expire before rows that are still on time arrive</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>This regular join keeps every row of both inputs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This regular join keeps every row of its left input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This regular join keeps every row of its right input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This GROUP BY keeps one entry per key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Aggregating an unbounded stream without mini-batch touches state once per row; SET &apos;table.exec.mini-batch.enabled&apos; = &apos;true&apos; (with a size and latency) raises throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This Top-N keeps rows per partition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This deduplication keeps one row per key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This OVER window keeps state per partition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>join&apos;s left side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>join&apos;s right side</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>aggregation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 of an unbounded source with no state TTL, so its state grows without bound; SET &apos;table.exec.state.ttl&apos; or use a STATE_TTL hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+55"/>
        <location line="+26"/>
        <source>Table or view &apos;%1&apos; not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-18"/>
        <source>STOP JOB ... WITH DRAIN runs on Flink; not supported by the embedded engine yet: stop WITH SAVEPOINT without drain (windows stay in the savepoint and fire after the restore)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+44"/>
        <source>After a quoted key, Flink&apos;s SQL parser takes only a quoted value: SET &apos;%1&apos; = &apos;%2&apos;;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The value of &apos;%1&apos; is text and must be quoted: SET %1 = &apos;%2&apos;;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Unknown configuration option &apos;%1&apos;; did you mean &apos;%2&apos;?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unknown configuration option &apos;%1&apos;; it is passed on to Flink unchecked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>table.local-time-zone &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;%1&apos; is a deprecated key; use &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>RESET of &apos;%1&apos;, which is neither a known option nor set in this script</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+37"/>
        <source>Table or view &apos;%1&apos; already exists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-11"/>
        <source>its CREATE TABLE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>its CREATE VIEW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>View &apos;%1&apos; lists %2 columns but its query returns %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Table &apos;%1&apos; does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>View &apos;%1&apos; does not exist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Querying an unbounded table &apos;default_catalog.default_database.%1&apos; in batch mode is not allowed. The table source is unbounded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/runtime/checkpoint_coordinator.cpp" line="+29"/>
        <source>%1 = &apos;%2&apos;: a file:// URI needs an absolute path (file:///tmp/checkpoints)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 = &apos;%2&apos;: the embedded engine writes to local folders (a path or file://); &apos;%3://&apos; needs a Flink cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+122"/>
        <source>the job stopped before the checkpoint completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Checkpoint expired before completing (execution.checkpointing.timeout = %1 ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+77"/>
        <source>cannot create the folder &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot create the folder &apos;%1&apos;: %2 (execution.checkpointing.dir)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+166"/>
        <source>subsumed by checkpoint %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Exceeded checkpoint tolerable failure threshold (execution.checkpointing.tolerable-failed-checkpoints = %1); the latest checkpoint (%2) failed: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+132"/>
        <source>no savepoint folder: give one, or set execution.checkpointing.savepoint-dir</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the job is not running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a stop with savepoint is already in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the job has no running source left to take a savepoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the savepoint failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the savepoint did not complete within %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the job stopped before the savepoint completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/runtime/checkpoint_format.cpp" line="+33"/>
        <source>checkpoint metadata</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>subtask state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 is not a Sluice checkpoint file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 has checkpoint format version %2; this Sluice reads versions up to %3 (it was written by a newer Sluice)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is not a %2 file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is truncated or has trailing bytes: its header promises %2 bytes of payload, the file has %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is corrupt: its checksum does not match its content</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+78"/>
        <source>is %1, not %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>is inconsistent (subtask %1 of %2, max %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>is %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&apos;%1&apos; is not a file of instance %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;%1&apos; is not a file name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>is followed by %1 unexpected bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+69"/>
        <source>%1 is corrupt: task &apos;%2&apos; lists %3 files for parallelism %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is corrupt: state file name &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is corrupt: a commit without its kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is corrupt: max parallelism %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is corrupt: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+11"/>
        <source>cannot write &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot flush &apos;%1&apos; to disk: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>cannot rename &apos;%1&apos; to &apos;%2&apos;: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <location filename="../engine/src/runtime/native_keyed_state.cpp" line="+77"/>
        <source>cannot read &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot read &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no checkpoint or savepoint at &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos; is neither a checkpoint folder nor its _metadata file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;%1&apos; holds checkpoints, not one: restore from &apos;%2&apos;, its latest complete one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;%1&apos; has no _metadata: its process ended while committing it, and whether the commit happened is not settled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;%1&apos; has no _metadata: it is not a checkpoint or savepoint, or one that never completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>the checkpoint at &apos;%1&apos; is incomplete: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 does not belong to task &apos;%2&apos; subtask %3 of this checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the checkpoint at &apos;%1&apos; is incomplete: its shared file &apos;%2&apos; is missing or has another size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+72"/>
        <source>cannot tell whether &apos;%1&apos; completed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/runtime/engine_api.cpp" line="-64"/>
        <source>a corrupt commit description: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it depends on a commit of kind &apos;%1&apos;, which this build does not know</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>it depends on Kafka transaction &apos;%1&apos;, which no exactly-once Kafka sink of this job writes with</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+7"/>
        <source>cannot tell whether &apos;%1&apos; is still the latest: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the end of its input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos; (checkpoint %2) is older than what the job committed since: its run %3 committed %4 in Kafka transaction &apos;%5&apos;, and restoring it would write those rows twice. Restore a newer checkpoint, or give the sink a new &apos;sink.transactional-id-prefix&apos; to write them again on purpose</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>&apos;%1&apos; holds no complete checkpoint to restore from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;%1&apos; completed (its Kafka transaction was committed) but its process ended before recording it; it is complete now: restore from it, since restoring &apos;%2&apos; would write its rows twice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+148"/>
        <source>the job has ended: its script has nothing to run but job statements</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+112"/>
        <source>savepoints exist in streaming mode only (execution.runtime-mode = &apos;streaming&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no folder for the savepoint: give one, or set execution.checkpointing.savepoint-dir</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+89"/>
        <source>the job failed (%1) and its latest checkpoint cannot be read back: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>cancelled while waiting to restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+66"/>
        <source>--set %1=%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/run/run_session.cpp" line="+23"/>
        <location filename="../engine/src/runtime/engine_api.cpp" line="+10"/>
        <source>line %1:%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/runtime/engine_api.cpp" line="+11"/>
        <source>the job has errors:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the job is valid Flink SQL, but the embedded engine cannot run all of it yet:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>nothing to run: the script has no INSERT, statement set or SELECT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+109"/>
        <location line="+5"/>
        <location line="+2"/>
        <source>cannot restore the job: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/runtime/job_folder.cpp" line="+64"/>
        <source>Cannot create the job&apos;s state folder &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot lock the job&apos;s state folder &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/runtime/job_runner.cpp" line="-600"/>
        <location line="+1104"/>
        <location line="+84"/>
        <location line="+70"/>
        <location filename="../engine/src/runtime/worker_pool.h" line="+54"/>
        <source>job cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-968"/>
        <source>RocksDB memory from taskmanager.memory.*: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 (state.backend.rocksdb.localdir)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The job would run %1 subtasks (%2 tasks, the widest at parallelism %3), more than this machine can run: at most %4 (128 per core on its %5 cores, 8 MiB each of its %6 GiB). Lower parallelism.default (or the table&apos;s parallelism options)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The job&apos;s hashmap state takes %1, more than its budget of %2 (taskmanager.memory.task.heap.size): the job stops before the machine runs out of memory. Keep the state on disk with state.backend.type = &apos;rocksdb&apos;, bound it with table.exec.state.ttl, or raise the budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The job&apos;s hashmap state takes %1, more than its budget of %2 (a quarter of this machine&apos;s memory; set taskmanager.memory.task.heap.size): the job stops before the machine runs out of memory. Keep the state on disk with state.backend.type = &apos;rocksdb&apos;, bound it with table.exec.state.ttl, or raise the budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+220"/>
        <source>the last checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot restore from %1: it was taken with max parallelism %2, this job has %3. Keyed state is split into that many key groups, so it cannot change; set pipeline.max-parallelism = %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Cannot restore from %1: it holds state of &apos;%2&apos;, which this job does not have (the query or its columns changed, or an older Sluice planned it otherwise: this one shares equal parts of a plan, which table.optimizer.reuse-sub-plan-enabled = false turns off, drops the columns a join does not need, and lets a window aggregation assign its windows itself). Set execution.state-recovery.ignore-unclaimed-state = true to drop that state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 (statement at line %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cannot be checkpointed by the embedded engine yet: part of its state lives outside checkpoints, so %2 would not bring it back. Run the job without it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>checkpointing (execution.checkpointing.interval)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a restore (execution.state-recovery.path)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Source(%1) cannot write its position into a savepoint yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 keeps state outside checkpoints, so it cannot be saved yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+151"/>
        <source>the restored state of &apos;%1&apos; has %2 operators, the job %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the keyed state of %1 (subtask %2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+45"/>
        <location line="+20"/>
        <source>cannot restore from the checkpoint: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/runtime/job_statements.cpp" line="+61"/>
        <source>%1 needs a place that runs jobs: `sluice run` or the app</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>STOP JOB: &apos;%1&apos; is not a job id (32 hex digits, as SHOW JOBS lists them)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>could not stop job %1 with a savepoint: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>could not stop job %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/runtime/key_groups.cpp" line="+23"/>
        <source>Operator parallelism not within bounds: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Maximum parallelism must be between 1 and %1. Found: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Maximum parallelism %1 must not be smaller than parallelism %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/runtime/native_keyed_state.cpp" line="-19"/>
        <source>cannot create &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot read RocksDB&apos;s checkpoint &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>cannot store &apos;%1&apos; as &apos;%2&apos;: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>cannot create &apos;%1&apos; to restore RocksDB state: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cannot read the checkpoint&apos;s file &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>cannot write &apos;%1&apos; to restore RocksDB state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>cannot open the checkpoint&apos;s RocksDB files: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/runtime/restart_strategy.cpp" line="+154"/>
        <source>restart-strategy.exponential-delay.initial-backoff (%1 ms) cannot be higher than restart-strategy.exponential-delay.max-backoff (%2 ms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/runtime/worker_pool.cpp" line="+44"/>
        <source>worker pool destroyed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>worker pool is cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/sql/hint_parser.cpp" line="-4"/>
        <source>the end of the hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+76"/>
        <source>malformed hint: expected %1 but found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>malformed hint: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>malformed hint: empty; expected a hint name such as OPTIONS or STATE_TTL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a hint name such as OPTIONS or STATE_TTL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>hint options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a hint option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>malformed hint: an option key is a name or a quoted string, not the number %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../engine/src/sql/parser_statements.cpp" line="+369"/>
        <source>a quoted option value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>malformed hint: mix of &apos;key&apos; = &apos;value&apos; options and plain options in one hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <location filename="../engine/src/sql/parser_statements.cpp" line="-259"/>
        <location line="+266"/>
        <location filename="../engine/src/sql/parser_types.cpp" line="+205"/>
        <source>&apos;,&apos; or &apos;)&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&apos;,&apos; or the end of the hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/sql/lexer.cpp" line="+214"/>
        <source>unterminated comment: &apos;/*&apos; without a closing &apos;*/&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unterminated string literal: a quote (&apos;) is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unterminated quoted identifier: a closing backquote (`) is missing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>double quotes are not valid in Flink SQL: write &apos;text&apos; for a string or `name` for an identifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unexpected character &apos;!&apos; (use NOT or &lt;&gt;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unexpected character &apos;|&apos; (string concatenation is ||)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unexpected character &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unexpected byte 0x%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/sql/parser.cpp" line="-92"/>
        <source>a hint is not allowed here: hints go right after SELECT, after a table name, after JOIN or after INSERT INTO &lt;table&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+81"/>
        <source>end of input</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>string %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected %1 but found %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>too many syntax errors; stopped checking here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>nesting too deep: more than %1 levels of parentheses, subqueries or expressions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expression too complex: more than %1 nested operations (split it, e.g. with a view)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+101"/>
        <source>expected &apos;;&apos; at the end of the %1 statement but found %2 (a SET statement must end with a semicolon)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected &apos;;&apos; but found %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>the end of the expression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/sql/parser_expressions.cpp" line="+117"/>
        <source>&apos;!=&apos; is not valid in Flink SQL; write &apos;&lt;&gt;&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>NULL, TRUE, FALSE, UNKNOWN or DISTINCT FROM after IS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+61"/>
        <source>BETWEEN, IN, LIKE or SIMILAR TO after NOT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <location filename="../engine/src/sql/parser_statements.cpp" line="-142"/>
        <location filename="../engine/src/sql/parser_types.cpp" line="-10"/>
        <source>a field name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+4"/>
        <location line="+21"/>
        <location line="+163"/>
        <location line="+3"/>
        <source>an expression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-175"/>
        <source>Binary literal string must contain only characters &apos;0&apos; - &apos;9&apos;, &apos;A&apos; - &apos;F&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+75"/>
        <location filename="../engine/src/sql/parser_queries.cpp" line="+444"/>
        <location filename="../engine/src/sql/parser_statements.cpp" line="-135"/>
        <location line="+248"/>
        <location line="+57"/>
        <source>a table name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+4"/>
        <location line="+10"/>
        <location filename="../engine/src/sql/parser_queries.cpp" line="-387"/>
        <location line="+317"/>
        <location filename="../engine/src/sql/parser_statements.cpp" line="-153"/>
        <location line="+27"/>
        <location line="+43"/>
        <location line="+101"/>
        <source>a column name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+91"/>
        <location filename="../engine/src/sql/parser_types.cpp" line="+71"/>
        <source>a name after &apos;.&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1 takes no FILTER clause; filter its input with WHERE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>a window name or &apos;(&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+7"/>
        <source>named and positional arguments cannot be mixed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-6"/>
        <source>an argument name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>a time unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos; is not a valid datetime format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+78"/>
        <source>ARRAY or OBJECT after EMPTY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>RETURNING, a WRAPPER clause or an ON EMPTY / ON ERROR clause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>EMPTY or ERROR after ON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+61"/>
        <source>a time unit such as DAY or HOUR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+85"/>
        <source>CAST takes its target type without NOT NULL; the result is NOT NULL when the value cast is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>expected a quoted interval value but found %1 (write INTERVAL &apos;%2&apos; %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a quoted interval value such as &apos;10&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../engine/src/sql/parser_types.cpp" line="-121"/>
        <location line="+7"/>
        <source>a time unit (YEAR, MONTH, DAY, HOUR, MINUTE or SECOND)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/sql/parser_match_recognize.cpp" line="+53"/>
        <source>a measure name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+4"/>
        <location line="+30"/>
        <location line="+8"/>
        <location line="+84"/>
        <location line="+1"/>
        <source>a pattern variable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-98"/>
        <source>a subset name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+110"/>
        <source>a number of rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;%1&apos; is not a number of rows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>a quantifier&apos;s upper bound is below its lower bound</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/sql/parser_queries.cpp" line="-319"/>
        <source>a name for the WITH query</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>a query can have only one WITH clause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>this query already has ORDER BY / LIMIT; wrap it in a subquery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>a query cannot have both LIMIT and FETCH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>FIRST or LAST</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+59"/>
        <source>SELECT, VALUES or &apos;(&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+2"/>
        <location line="+251"/>
        <location line="+2"/>
        <source>an alias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-233"/>
        <location line="+246"/>
        <source>a window name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-163"/>
        <location line="+32"/>
        <source>JOIN, INNER, LEFT, RIGHT or FULL after NATURAL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>A NATURAL join takes no ON or USING: it joins on every column name both sides have</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>ON or USING</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>a table function name such as TUMBLE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <source>TABLE(...) or a parenthesized query after LATERAL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>a column alias</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+11"/>
        <source>PRECEDING or FOLLOWING</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/sql/parser_statements.cpp" line="-519"/>
        <source>a statement (CREATE, INSERT, SELECT, SET, ...)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 statements are not supported by Sluice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a statement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected a statement (CREATE, INSERT, SELECT, SET, ...) but found &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a configuration line needs the SET keyword: write SET &apos;%1&apos; = &apos;%2&apos;;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+44"/>
        <source>the quote that opens the %1 is not closed on line %2 (the text runs on to line %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>a configuration key such as &apos;table.exec.state.ttl&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a value (quote text values: &apos;value&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>expected &apos;;&apos; but found %1 (a value containing spaces must be quoted: &apos;%2&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>a configuration key or &apos;;&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>comments are not allowed inside a %1 statement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a &apos;--&apos; comment is not allowed after a %1 statement; put the comment on its own line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>CREATE %1 is not supported by Sluice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+255"/>
        <location line="+210"/>
        <source>TABLE or VIEW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-436"/>
        <location line="+189"/>
        <location line="+21"/>
        <source>a quoted comment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-206"/>
        <location line="+291"/>
        <source>a partition column name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-277"/>
        <source>CREATE TABLE AS SELECT syntax does not support to specify explicit columns yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;(&apos; and the table&apos;s columns, or LIKE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>a function name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the function&apos;s class name, e.g. &apos;com.example.MyFunction&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>JAVA, SCALA or PYTHON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>JAR &apos;path&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the jar&apos;s path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>CREATE FUNCTION (a user-defined function in a JVM class)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the name of the table to copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>INCLUDING, EXCLUDING or OVERWRITING</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>ALL, CONSTRAINTS, PARTITIONS, GENERATED, OPTIONS, WATERMARKS or METADATA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the rowtime column name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a table can declare only one WATERMARK</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+46"/>
        <source>a constraint name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-39"/>
        <location line="+43"/>
        <source>NOT ENFORCED (Flink supports only NOT ENFORCED primary keys)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-38"/>
        <location line="+8"/>
        <source>a table can have only one PRIMARY KEY</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>a quoted metadata key such as &apos;offset&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+29"/>
        <source>a view name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>an option such as &apos;connector&apos; = &apos;...&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a quoted option key such as &apos;connector&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected a quoted option value but found %1 (WITH option values are strings: &apos;%2&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+61"/>
        <source>a query (SELECT, VALUES, WITH or &apos;(&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>INSERT or END</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>a statement set needs at least one INSERT statement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>an EXPLAIN detail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>a query, INSERT or STATEMENT SET to explain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the job id as a quoted string</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>WITH DRAIN can only come after WITH SAVEPOINT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+46"/>
        <location line="+13"/>
        <location line="+41"/>
        <source>a table or view name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-43"/>
        <source>FROM or IN and a table name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>CATALOG or DATABASE</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TABLES, VIEWS, FUNCTIONS, CATALOGS, DATABASES, JOBS, MODULES, CREATE TABLE, COLUMNS or CURRENT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a database name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>a quoted LIKE pattern</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/sql/parser_types.cpp" line="-107"/>
        <source>an integer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>number too large: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>a data type such as INT, STRING or TIMESTAMP(3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+96"/>
        <source>&apos;&lt;&apos; and the element type, e.g. ARRAY&lt;STRING&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&apos;&lt;&apos; and the key and value types, e.g. MAP&lt;STRING, INT&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&apos;&lt;&apos; or &apos;(&apos; and the fields, e.g. ROW&lt;name STRING, age INT&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&apos;,&apos; or &apos;&gt;&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected a data type such as INT, STRING or TIMESTAMP(3) but found &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>empty quoted identifier ``</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>expected %1 but found &apos;%2&apos; (&apos;%2&apos; is a reserved word in Flink SQL; write `%2` to use it as a name)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/state/rocksdb_disk_guard.cpp" line="+14"/>
        <source>RocksDB state folder &apos;%1&apos; is full: %2 (state.backend.rocksdb.localdir)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>cannot tell the free space of RocksDB state folder &apos;%1&apos; (state.backend.rocksdb.localdir)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 bytes free, at least %2 needed (%3 stay free for flushing the job&apos;s write buffers)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>cannot track the RocksDB files in state folder &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>only %1 bytes left on its file system, %2 must stay free for flushing the job&apos;s state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the job&apos;s state files take %1 of the %2 bytes they may use (the free space at start minus %3 kept free for flushes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/state/rocksdb_shared_memory.cpp" line="+30"/>
        <source>RocksDB state memory budget of %1 bytes is too small; at least %2 bytes (1 mb) are needed (the RocksDB state memory budget is %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>state.backend.rocksdb.memory.write-buffer-ratio must be in (0, 1), got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>state.backend.rocksdb.memory.high-prio-pool-ratio must be in [0, 1), got %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+58"/>
        <source>cannot use RocksDB state folder &apos;%1&apos; (state.backend.rocksdb.localdir)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/state/rocksdb_state_backend.cpp" line="+142"/>
        <source>cannot create a temporary RocksDB state folder: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot create a temporary RocksDB state folder &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>cannot use RocksDB state folder &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>RocksDB state folder &apos;%1&apos; exists and is not a folder (state.backend.rocksdb.localdir)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot create RocksDB state folder &apos;%1&apos; (state.backend.rocksdb.localdir): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>RocksDB state folder &apos;%1&apos; is not writable (state.backend.rocksdb.localdir)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+61"/>
        <source>RocksDB state folder &apos;%1&apos; holds a corrupt or unreadable database: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>RocksDB state folder &apos;%1&apos; holds a corrupt database: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot open RocksDB state in &apos;%1&apos; (state.backend.rocksdb.localdir): %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>cannot clear old state in RocksDB folder &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+83"/>
        <source>create table &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+121"/>
        <source>no state table &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>key group range [%1, %2] is not within [0, %3]</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>RocksDB state in &apos;%1&apos;: malformed key in table &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>RocksDB state in &apos;%1&apos;: value shorter than its timestamp in table &apos;%2&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>RocksDB state in &apos;%1&apos;: scan of table &apos;%2&apos; failed: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+49"/>
        <source>flush</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>compaction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+38"/>
        <source>table &apos;%1&apos; needs a compaction of up to %2 bytes that no longer fits; %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+45"/>
        <source>cannot take RocksDB&apos;s checkpoint of &apos;%1&apos; into &apos;%2&apos;: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/state/rocksdb_state_tables.cpp" line="+22"/>
        <source>%1 failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1; %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>RocksDB state in &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+76"/>
        <location line="+9"/>
        <source>get</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-77"/>
        <location line="+26"/>
        <source>put</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-19"/>
        <source>delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+116"/>
        <source>scan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+47"/>
        <source>iterate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+366"/>
        <source>remove all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/state/state_snapshot.cpp" line="+71"/>
        <location line="+26"/>
        <source>is out of range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-18"/>
        <source>has unknown kind %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>is an entry outside any table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/exec/group_aggregate_operator.cpp" line="+526"/>
        <source>an aggregate&apos;s state from an older checkpoint does not decode: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/state/heap_state_backend.cpp" line="+160"/>
        <source>its GROUP BY, window or join state is kept in inline tables, the fast layout used when the job takes no checkpoints, which a savepoint cannot hold; set execution.checkpointing.interval to take savepoints of this job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/exec/join_operator.cpp" line="+300"/>
        <source>the restored state of this join&apos;s left side was written by an inner join; an outer join cannot take it over (it needs each row&apos;s matches)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the restored state of this join&apos;s right side was written by an inner join; an outer join cannot take it over (it needs each row&apos;s matches)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../engine/src/plan/hint_rules.cpp" line="+34"/>
        <source>An OPTIONS hint takes &apos;key&apos; = &apos;value&apos; pairs, at least one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The join hint %1 names the tables or views it applies to, at least one: %1(t1, t2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A LOOKUP hint takes &apos;key&apos; = &apos;value&apos; pairs, &apos;table&apos; among them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A LOOKUP hint needs &apos;table&apos; = &apos;&lt;the lookup table or its alias&gt;&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>STATE_TTL takes &apos;table_or_alias&apos; = &apos;duration&apos; pairs, at least one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;%1&apos; is not a hint Flink knows: it refuses the query (its hints are OPTIONS, STATE_TTL, LOOKUP, BROADCAST, SHUFFLE_HASH, SHUFFLE_MERGE and NEST_LOOP)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sluice::FindReplaceDialog</name>
    <message>
        <location filename="../widgets/editor/find_replace_dialog.cpp" line="+86"/>
        <location line="+16"/>
        <source>Find and Replace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Match &amp;case</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Whole words</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Regular e&amp;xpression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wra&amp;p around</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Find:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Replace &amp;with:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Find &amp;Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Find Pre&amp;vious</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Replace</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replace &amp;All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <location line="+16"/>
        <source>Find</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Not found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+52"/>
        <source>Replaced %n occurrence(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sluice::HoverProvider</name>
    <message>
        <location filename="../widgets/editor/hover_provider.cpp" line="+39"/>
        <source>View %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table %1 (connector: %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+133"/>
        <source>Column %1.%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-117"/>
        <source>&apos;%1&apos; = %2 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;%1&apos; = %2 bytes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Effective value in this script: %1 (set on line %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Effective value in this script: %1 (the default: not set)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Effective value in this script: none (not set, no default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Unknown option %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Field %1.%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Example: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Runs on Flink; not in the embedded engine yet (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Aggregate function.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sluice::JobController</name>
    <message>
        <location filename="../widgets/bridge/job_controller.cpp" line="+261"/>
        <source>Not running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finished</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sluice::JobGraphView</name>
    <message>
        <location filename="../widgets/monitor/job_graph_view.cpp" line="+57"/>
        <source>parallelism %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>From the SQL at line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+107"/>
        <source>Fit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the whole graph (Ctrl+wheel zooms)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>100%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the graph at its actual size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+112"/>
        <source>Exchange: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+91"/>
        <source>in %1 · out %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>state %1 · %2 entries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>queue %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>backpressured %1 (OK)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>backpressured %1 (low)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>backpressured %1 (high)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sluice::KafkaSandboxController</name>
    <message>
        <location filename="../widgets/sandbox/kafka_sandbox_controller.cpp" line="+69"/>
        <source>Could not start the Kafka sandbox: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Could not create the topic: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Could not create topic &apos;%1&apos;: the partition count must be at least 1, not %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Could not create topic &apos;%1&apos;: the sandbox is not running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not create topic &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Could not load %1: choose a topic to load it into.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+16"/>
        <source>Could not load %1 into &apos;%2&apos;: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Could not load %1 into &apos;%2&apos;: the sandbox is not running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>enter a topic name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos; is not allowed as a topic name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a topic name has at most %1 characters; &apos;%2…&apos; has %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&apos;%1&apos; contains &apos;%2&apos;; a topic name may only hold ASCII letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>choose a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is a folder, not a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>it holds a JSON array; the sandbox loads one JSON document per line (JSON Lines), so write each record on its own line.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sluice::KafkaSandboxDialog</name>
    <message>
        <location filename="../widgets/sandbox/kafka_sandbox_dialog.cpp" line="+55"/>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create &amp;Topic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Kafka Sandbox (Development Tool)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;Development tool.&lt;/b&gt; A local Kafka cluster in this process (librdkafka&apos;s mock cluster on 127.0.0.1) for trying Kafka jobs without brokers. Nothing is kept: its topics and messages are gone when it stops or this window closes. Not for production data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Number of mock brokers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>any free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The port of the bootstrap address on 127.0.0.1 (9092 is Kafka&apos;s usual one, which the example jobs name; lowest: any free port)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Start the sandbox to get an address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The value for &apos;properties.bootstrap.servers&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the bootstrap address to the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Brokers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Port:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Status:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bootstrap servers:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>orders</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Topic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Partitions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Messages loaded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Topics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partitions:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>CSV or JSON Lines files, separated by ;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Load Files (each line becomes one message)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+145"/>
        <source>Load Files into a Topic</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-143"/>
        <source>Into:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Starting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Running. Use &apos;properties.bootstrap.servers&apos; = &apos;%1&apos; in a Kafka table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Stopped; its topics and messages are gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+60"/>
        <source>%1 uses %n topic(s) the sandbox does not have: %2</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Create %n Topic(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Creates them with the partition count above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Copied %1 to the clipboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+17"/>
        <source>CSV and JSON Lines (*.csv *.json *.jsonl *.txt);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Working…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
        <source>Created topic &apos;%1&apos; with %n partition(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Loaded %n message(s) from %1 into &apos;%2&apos;.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sluice::MainWindow</name>
    <message>
        <location filename="../widgets/shell/main_window.cpp" line="-62"/>
        <location filename="../widgets/shell/main_window_actions.cpp" line="+86"/>
        <source>SQL jobs (*.sql);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+197"/>
        <source>Open File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Could not open “%1”:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Opened %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Recover Unsaved Work</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Sluice did not shut down properly. Unsaved changes to %n document(s) were kept:</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Recover</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Not reopened (no longer there): %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Save As</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Could not save “%1”:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+89"/>
        <location line="+29"/>
        <source>Unsaved Changes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-117"/>
        <source>“%1” has unsaved changes. Save them before closing?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+89"/>
        <source>%n document(s) have unsaved changes:</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Save All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Review Each…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+23"/>
        <source>“%1” has unsaved changes. Save them before quitting?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1[*] — Sluice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <location filename="../widgets/shell/main_window_actions.cpp" line="+295"/>
        <source>Ln %1, Col %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Errors: %1  Warnings: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this tab; all open tabs: %1 errors, %2 warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Zoom: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <source>“%1” was removed or cannot be read; the tab keeps its text.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>“%1” was changed by another program, and it has unsaved changes here.
Reload it and lose the changes made here?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“%1” was changed by another program. Reload it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>File Changed on Disk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reload File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Run failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>About Sluice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Sluice %1&lt;/h3&gt;&lt;p&gt;A designer and monitor for Flink SQL streaming jobs, with its own embedded engine.&lt;/p&gt;&lt;p&gt;SQL dialect and options follow Apache Flink %2.&lt;/p&gt;&lt;p&gt;Built with Qt %3 and QScintilla.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/shell/main_window_actions.cpp" line="-303"/>
        <source>&amp;New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cu&amp;t</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select &amp;All</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Find…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Replace…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Find &amp;Next</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Toggle Comment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Co&amp;mplete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>F&amp;ormat SQL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Run Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>S&amp;top Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Reset Zoom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Follow &amp;System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Follow System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Settings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;About Sluice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Tools</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Main Toolbar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Monitor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Throughput, latency, backpressure and checkpoints of the running job will be charted here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Results</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rows produced by the running job&apos;s sinks will be listed here.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+44"/>
        <source>&amp;Panels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Theme</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No job running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>&amp;Clear List</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sluice::MetricHistory</name>
    <message>
        <location filename="../widgets/monitor/metric_history.cpp" line="+136"/>
        <source>process</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>job</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sluice::MonitorView</name>
    <message>
        <location filename="../widgets/monitor/monitor_view.cpp" line="+61"/>
        <source>Throughput (records/s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>State size (bytes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>State size (entries)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TTL expired and late records (per second)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mini-batch flushes (per second)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mini-batch size (records per flush)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Backpressure (input queue fill)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Process CPU (% of one core)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Process memory (resident)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Latency: event-time lag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Checkpoint duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checkpoint size (state)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+287"/>
        <source>No job running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-173"/>
        <source>Legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+310"/>
        <source>&amp;Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chart as &amp;PNG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chart as &amp;SVG</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Metric Series as &amp;CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run &amp;Comparison as CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-323"/>
        <source>Which operators the charts show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All operators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-133"/>
        <source>1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>15 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whole run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+132"/>
        <source>Rolling time window of the charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+127"/>
        <source>Pause the charts (samples are still recorded)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-126"/>
        <source>Reset Zoom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag over a chart or use Ctrl+wheel to zoom; right-click resets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sampling period of the metrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Job Graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checkpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+313"/>
        <source>Compare Runs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-326"/>
        <location line="+126"/>
        <source>Resume the charts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+52"/>
        <source> (charts paused)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Restarted after: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+61"/>
        <source>in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expired</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>late</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+31"/>
        <source>duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>alignment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>state size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+120"/>
        <source>Export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-119"/>
        <source>Save a chart as PNG or SVG, or the metric series as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>One row per sample: the time and every series, units in the header, named as in &apos;sluice run --metrics-out&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The two runs picked in Compare Runs: the parameters that differ and the summary figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+72"/>
        <source>there are no metric series yet; run the job first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>there are no two runs to compare yet; run the job twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>SVG images (*.svg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+21"/>
        <source>Export Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-5"/>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sluice::OpenClusterJobDialog</name>
    <message>
        <location filename="../widgets/cluster/open_cluster_job_dialog.cpp" line="+22"/>
        <source>Open Cluster Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Job ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Watch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;fresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Cluster:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No cluster is set up yet. Add one under Settings → Clusters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Asking %1…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The cluster has no jobs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n job(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sluice::OptionEditor</name>
    <message>
        <location filename="../widgets/parameters/option_editor.cpp" line="+119"/>
        <source>Default (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Separate items with &apos;;&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Add an entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove the selected entry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+50"/>
        <source>= %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sluice::ParameterForm</name>
    <message>
        <location filename="../widgets/parameters/parameter_form.cpp" line="+37"/>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mini-batch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hive/filesystem source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Execution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checkpointing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resources</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+196"/>
        <source>Search options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only changed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show only the options the job sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Presets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply, save, export or import a set of option values</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove every SET statement of a known option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a job to edit its parameters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reset to the default (removes its SET statement)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flink only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+267"/>
        <source>Not applied by the embedded engine; kept for Flink deployments</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-240"/>
        <source>&lt;p&gt;Select an option to read what it does.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+76"/>
        <source>Set %n times (lines %1); the last one, on line %2, is in effect.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Set on line %1, outside the SET block at the top.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Written with its old name &apos;%1&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Invalid value: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+48"/>
        <source>Not written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-11"/>
        <source>No job is open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Default: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Range: %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Values: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unit: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Old names: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../widgets/parameters/parameter_form_dialogs.cpp" line="+29"/>
        <source>Sluice presets (*.json);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Options that go together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+40"/>
        <source>%1

Set these options together:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Your presets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Save current options as preset…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import presets…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+103"/>
        <location line="+5"/>
        <source>Export preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-107"/>
        <source>Delete preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The job already has every value of this preset.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Apply preset “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+2"/>
        <source>These SET statements will change:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>After</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not set (no default)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not set (default %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This preset cannot be applied to this job: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+7"/>
        <source>Save preset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Preset name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+5"/>
        <source>Import presets</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sluice::ParametersPanel</name>
    <message>
        <location filename="../widgets/parameters/parameters_panel.cpp" line="+36"/>
        <source>Options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>State TTL &amp;&amp; Hints</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sluice::PlanView</name>
    <message>
        <location filename="../widgets/plan/plan_view.cpp" line="+74"/>
        <source>Double-click to select its SQL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <location line="+322"/>
        <source>parallelism %1  ·  %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-365"/>
        <location line="+54"/>
        <source>state TTL: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Click an operator to see what it does and why the planner chose it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Graph</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>EXPLAIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-12"/>
        <source>&amp;Statement:</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+113"/>
        <source>No plan: the script has %n error(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No plan: the script has no INSERT or SELECT.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Statements with errors are not planned (%n error(s)).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+122"/>
        <source>Exchange: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Chained: each subtask passes its records to the same subtask of the next operator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The parallelism changes here: records are redistributed among the subtasks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+65"/>
        <source>Parallelism: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Changelog mode: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>State TTL: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sluice::PresetStore</name>
    <message>
        <location filename="../widgets/parameters/preset_store.cpp" line="+35"/>
        <source>Batch processing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Streaming</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compatibility</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Low latency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Large bounded jobs: no idle-source timeout, source parallelism inferred from the Hive input, vectorized Hive reads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Continuous jobs: idle sources stop holding back watermarks after 30 s, Hive partitions are discovered every minute, checkpoints every 5 minutes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Most rows per second: mini-batches of up to 5,000 rows or 2 s, two-phase aggregation with split distinct aggregates, parallelism 4, wide Hive source parallelism, vectorized Hive reads and writes, more task manager memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Works with the most Hive setups: MapReduce reader and writer fallbacks, conservative source parallelism, the Hive dialect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every row as soon as possible: no mini-batch buffering, single-phase aggregation, frequent watermarks, idle sources released quickly.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+29"/>
        <source>A preset has no name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Preset &apos;%1&apos; has no &quot;options&quot; object.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Preset &apos;%1&apos;: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Not a JSON document: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The file holds no presets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Cannot create %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot read %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sluice::ProblemsModel</name>
    <message>
        <location filename="../widgets/editor/problems_model.cpp" line="+117"/>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Column</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sluice::ResultsModel</name>
    <message>
        <location filename="../widgets/results/results_model.cpp" line="+303"/>
        <source>op</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Change kind: +I insert, -U update before, +U update after, -D delete</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sluice::ResultsView</name>
    <message>
        <location filename="../widgets/results/results_view.cpp" line="+34"/>
        <source>Materialized</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sink (or bare SELECT) whose rows are shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply the changelog and show the resulting table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rows kept in the view; older rows are dropped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Sink:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep rows:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+74"/>
        <source>No rows yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rows seen: %1 (+I %2, -U %3, +U %4, -D %5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source> · table rows: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · dropped by the limit: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sluice::RunControl</name>
    <message>
        <location filename="../widgets/run/run_control.cpp" line="+142"/>
        <source>R&amp;estart Job</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop with &amp;Savepoint…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume from Save&amp;point…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Kafka Sandbox (Development Tool)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-87"/>
        <source>Run history: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Exported %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Run on &amp;Cluster…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open Cluster Job…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch a job that runs on a Flink cluster in the Monitor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Send the job of the current tab to a Flink cluster through its SQL Gateway and watch it here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run the job of the current tab on the embedded engine (Ctrl+Enter)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the job of the current tab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the job of the current tab and run its text again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stop the job with a savepoint of its state, to resume it later (after changing its parameters)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run the job from a savepoint or checkpoint folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Start a local in-memory Kafka cluster to run Kafka jobs without brokers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+34"/>
        <source>%1: %2 (the whole message is in Problems)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The run failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Kafka Sandbox runs at %1: use that address in the table&apos;s &apos;properties.bootstrap.servers&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No Kafka broker answered there. To try the job without one, start Tools → Kafka Sandbox on that address and create its topics.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+26"/>
        <source>%1: savepoint written to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the savepoint failed, the job goes on: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n result row(s) dropped: the job produces them faster than they can be shown.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Stop with Savepoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Savepoint directory on the cluster (empty: the cluster&apos;s state.savepoints.dir):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Folder for the Savepoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: taking a savepoint…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Resume from Savepoint or Checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+30"/>
        <source>No cluster profile named &apos;%1&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Run on Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <source>-- Job %1 on %2, started outside Sluice: watched in the Monitor.
-- %3
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+37"/>
        <source>No job running</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sluice::RunHistory</name>
    <message>
        <location filename="../widgets/run/run_history.cpp" line="+89"/>
        <source>#%1 %2 · %3 · %4 · %5 s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sluice::RunOnClusterDialog</name>
    <message>
        <location filename="../widgets/cluster/run_on_cluster_dialog.cpp" line="+17"/>
        <source>&amp;Resume from a savepoint or checkpoint:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Run on Cluster</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a path the cluster can read: file:///…, s3://…, hdfs://…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No cluster is set up yet. Add its SQL Gateway and JobManager addresses under Settings → Clusters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The script&apos;s statements go to the SQL Gateway at %1, one by one; its jobs are watched in the Monitor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Manage Clusters…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Cluster:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sluice::RunSession</name>
    <message>
        <location filename="../widgets/run/run_session.cpp" line="+26"/>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+100"/>
        <source>No job running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Failed at line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 on %2 · %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source> · restarted %n time(s)</source>
        <translation>
            <numerusform> · restarted %n time</numerusform>
            <numerusform> · restarted %n times</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source> · %n checkpoint(s)</source>
        <translation>
            <numerusform> · %n checkpoint</numerusform>
            <numerusform> · %n checkpoints</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source> · %n failed checkpoint(s)</source>
        <translation>
            <numerusform> · %n failed checkpoint</numerusform>
            <numerusform> · %n failed checkpoints</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source> · state at %1% of its memory budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1 of %2 read (%3 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 of %2 rows (%3 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source> · %1 rows/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · about %1 left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+59"/>
        <source>%1 (job %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+60"/>
        <source>%1 on %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sluice::SettingsDialog</name>
    <message>
        <location filename="../widgets/shell/settings_dialog.cpp" line="+43"/>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+6"/>
        <source>Follow system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source> pt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Theme:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Editor &amp;font:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Autosave unsaved work every:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;General</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Clusters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+15"/>
        <source>Clusters</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sluice::SqlDocument</name>
    <message>
        <location filename="../widgets/editor/sql_document.cpp" line="+37"/>
        <source>Untitled-%1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sluice::SqlEditor</name>
    <message>
        <location filename="../widgets/editor/sql_editor.cpp" line="+371"/>
        <source>Already formatted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Formatted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Toggle Comment</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sluice::SqlFormatter</name>
    <message>
        <location filename="../widgets/editor/sql_formatter.cpp" line="+332"/>
        <location line="+9"/>
        <source>Not formatted: the script has a syntax error at line %1, column %2. Fix it first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Not formatted: the new layout would change how the script reads. Please report this.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sluice::SqlLexer</name>
    <message>
        <location filename="../widgets/editor/sql_lexer.cpp" line="+129"/>
        <source>Default</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Identifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quoted identifier</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keyword</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data type</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Built-in function</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>String</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Operator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Punctuation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line comment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Block comment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invalid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SET key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SET value</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sluice::TextFile</name>
    <message>
        <location filename="../widgets/editor/text_file.cpp" line="+13"/>
        <source>The file does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This is a folder, not a file.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sluice::TokenChecker</name>
    <message>
        <location filename="../widgets/editor/token_checker.cpp" line="+16"/>
        <source>Unterminated hint: add */ to close it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unterminated comment: add */ to close it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unterminated string: add &apos; to close it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unterminated quoted identifier: add ` to close it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unterminated double-quoted text: Flink SQL quotes identifiers with ` and strings with &apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unexpected character “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sluice::TtlInspector</name>
    <message>
        <location filename="../widgets/parameters/ttl_inspector.cpp" line="+50"/>
        <source>join OPTIONS hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>STATE_TTL hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>legacy idle-state retention</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+13"/>
        <source>none (never expires)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+162"/>
        <source>&lt;b&gt;Joins and aggregations&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Operator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>State TTL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No join or group aggregation in the plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;b&gt;Table references&lt;/b&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dynamic options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e.g. 60 s, 2 h, 7 d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write &amp;as:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OPTIONS hint after JOIN</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>/*+ OPTIONS(&apos;state.ttl.left&apos;/&apos;state.ttl.right&apos;=…) */ after this join&apos;s JOIN keyword (seed 001)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>STATE_TTL hint after SELECT</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>/*+ STATE_TTL(&apos;alias&apos;=…) */ after the SELECT of this join&apos;s query (Flink 1.19 and later); the join&apos;s OPTIONS key for this side is removed, as it would win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Write hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+134"/>
        <source>%1 (sink, line %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (source, line %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n option(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Select a side of a join to set its state TTL, or a table reference to edit its dynamic options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+16"/>
        <source>State TTL of the left input (%1) of this join:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>State TTL of the right input (%1) of this join:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Dynamic options of the sink %1 (line %2):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dynamic options of %1 (line %2):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Not written: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+36"/>
        <source>No table reference to edit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The plan is being updated; try again in a moment.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Enter the option&apos;s key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="-297"/>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove this side&apos;s TTL from the hint it comes from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>option key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the key and value into this table reference&apos;s /*+ OPTIONS(…) */ hint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+71"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+15"/>
        <source>left: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+0"/>
        <source>right: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+177"/>
        <source>No join to edit.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sluice::cluster::ClusterTarget</name>
    <message>
        <location filename="../cluster/cluster_target.cpp" line="+21"/>
        <source>the profile &apos;%1&apos; signs in with a password, and none is known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the profile &apos;%1&apos; signs in with a token, and none is known</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the CA file &apos;%1&apos; holds no PEM certificate</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sluice::cluster::ConnectionProfile</name>
    <message>
        <location filename="../cluster/connection_profile.cpp" line="+68"/>
        <source>the profile has no name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the profile has neither a SQL Gateway URL nor a JobManager URL</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the SQL Gateway URL &apos;%1&apos; is not an http:// or https:// address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the JobManager URL &apos;%1&apos; is not an http:// or https:// address</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sluice::cluster::JobManagerClient</name>
    <message>
        <location filename="../cluster/job_manager_client.cpp" line="+14"/>
        <source>the JobManager</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+76"/>
        <source>the savepoint failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the savepoint of job %1 did not complete in %2 s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sluice::cluster::RestClient</name>
    <message>
        <location filename="../cluster/rest_client.cpp" line="+138"/>
        <source>%1 did not answer in %2 s (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot reach %1 at %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 answered HTTP %2 for %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 answered with something other than JSON for %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>sluice::cluster::SqlGatewayClient</name>
    <message>
        <location filename="../cluster/sql_gateway_client.cpp" line="+26"/>
        <source>the SQL Gateway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the SQL Gateway at %1 speaks no REST API version from v2 on (Flink 1.17 or later)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
