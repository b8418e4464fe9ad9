<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>CloseButton</name>
    <message>
        <location filename="../widgets/shell/main_window.cpp" line="+116"/>
        <source>Close Tab</source>
        <translation>关闭标签页</translation>
    </message>
</context>
<context>
    <name>sluice::ChartPanel</name>
    <message>
        <location filename="../widgets/monitor/chart_panel.cpp" line="+291"/>
        <source>%1
%2 at %3 s</source>
        <translation>%1
%3 秒时为 %2</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Chart exported by Sluice</source>
        <translation>由 Sluice 导出的图表</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the SVG could not be drawn</source>
        <translation>无法绘制 SVG</translation>
    </message>
</context>
<context>
    <name>sluice::CheckpointHistory</name>
    <message>
        <location filename="../widgets/monitor/checkpoint_history.cpp" line="+47"/>
        <source>savepoint</source>
        <translation>保存点</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>checkpoint</source>
        <translation>检查点</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Savepoint</source>
        <translation>保存点</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Checkpoint</source>
        <translation>检查点</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>In progress</source>
        <translation>进行中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Completed</source>
        <translation>已完成</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 completed · %2 failed · %3 in progress</source>
        <translation>已完成 %1 · 失败 %2 · 进行中 %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No completed checkpoint yet</source>
        <translation>尚无已完成的检查点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Latest completed: %1 %2 at %3 · %4 · %5</source>
        <translation>最近完成：%1 %2，%3 · %4 · %5</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+8"/>
        <source>kept in memory</source>
        <translation>保存在内存中</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Restored from %1 %2 at %3 · %4</source>
        <translation>已从%1 %2 恢复，%3 · %4</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 %2 · %3</source>
        <translation>%1 %2 · %3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Failure: %1</source>
        <translation>失败原因：%1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Path: %1</source>
        <translation>路径：%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none (kept in memory)</source>
        <translation>无（保存在内存中）</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>(in memory)</source>
        <translation>（内存中）</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Subtasks that have written their state, of all subtasks</source>
        <translation>已写入状态的子任务数 / 子任务总数</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>From the trigger to the completion (so far, while in progress)</source>
        <translation>从触发到完成的时间（进行中时为目前已用时间）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>State written by the acknowledged subtasks</source>
        <translation>已确认的子任务写入的状态大小</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The longest barrier alignment of a subtask (exactly-once mode)</source>
        <translation>子任务中最长的 barrier 对齐时间（EXACTLY_ONCE 模式）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>ID</source>
        <translation>ID</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Kind</source>
        <translation>类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Status</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Triggered</source>
        <translation>触发时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duration</source>
        <translation>时长</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>State size</source>
        <translation>状态大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alignment</source>
        <translation>对齐时间</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Acknowledged</source>
        <translation>已确认</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Path</source>
        <translation>路径</translation>
    </message>
</context>
<context>
    <name>sluice::CheckpointsView</name>
    <message>
        <location filename="../widgets/monitor/checkpoints_view.cpp" line="+70"/>
        <location line="+198"/>
        <source>Copy Path</source>
        <translation>复制路径</translation>
    </message>
    <message>
        <location line="-196"/>
        <source>Copy the folder of the selected checkpoint, for --restore or execution.state-recovery.path</source>
        <translation>复制所选检查点的文件夹路径，可用于 --restore 或 execution.state-recovery.path</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+196"/>
        <source>Open Folder</source>
        <translation>打开文件夹</translation>
    </message>
    <message>
        <location line="-135"/>
        <source>Checkpoints: %1</source>
        <translation>检查点：%1</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source> · restarted %n time(s)</source>
        <translation>
            <numerusform> · 已重启 %n 次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>No checkpoints; restarted %n time(s)</source>
        <translation>
            <numerusform>无检查点；已重启 %n 次</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No checkpoints yet. Periodic checkpoints need SET &apos;execution.checkpointing.interval&apos;; a savepoint needs none.</source>
        <translation>尚无检查点。定期检查点需要 SET &apos;execution.checkpointing.interval&apos;；保存点则不需要。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Last failure: %1</source>
        <translation>最近一次失败：%1</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Selected checkpoint</source>
        <translation>所选检查点</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Last failure (restarted %n time(s))</source>
        <translation>
            <numerusform>最近一次失败（已重启 %n 次）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Details</source>
        <translation>详情</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select a checkpoint to read it in full: its failure, if it failed, and its folder, to copy or open.</source>
        <translation>选择一个检查点以查看其完整信息：失败原因（如有）以及可复制或打开的文件夹。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Open the folder of the selected checkpoint in the file manager</source>
        <translation>在文件管理器中打开所选检查点的文件夹</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The folder no longer exists: only the latest execution.checkpointing.num-retained checkpoints are kept, and the end of the job removes them unless they are retained</source>
        <translation>该文件夹已不存在：只保留最近 execution.checkpointing.num-retained 个检查点，且作业结束时会删除它们，除非设置了保留</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Copy Failure</source>
        <translation>复制失败原因</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy Details</source>
        <translation>复制详情</translation>
    </message>
</context>
<context>
    <name>sluice::ClusterProfilesPage</name>
    <message>
        <location filename="../widgets/cluster/cluster_profiles_page.cpp" line="+25"/>
        <source>&amp;Add</source>
        <translation>添加(&amp;A)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Remove</source>
        <translation>删除(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Test Connection</source>
        <translation>测试连接(&amp;T)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>None</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>User and password (basic)</source>
        <translation>用户名和密码（basic）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Token (bearer)</source>
        <translation>令牌（bearer）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the system&apos;s CAs</source>
        <translation>系统的证书颁发机构</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose a PEM file of certificate authorities</source>
        <translation>选择证书颁发机构的 PEM 文件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Certificate Authorities</source>
        <translation>证书颁发机构</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>PEM certificates (*.pem *.crt);;All files (*)</source>
        <translation>PEM 证书 (*.pem *.crt);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Name:</source>
        <translation>名称(&amp;N)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SQL &amp;Gateway:</source>
        <translation>SQL 网关(&amp;G)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;JobManager REST:</source>
        <translation>JobManager REST(&amp;J)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Sign in:</source>
        <translation>登录方式(&amp;S)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;User:</source>
        <translation>用户(&amp;U)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Password or token:</source>
        <translation>密码或令牌(&amp;P)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;CA file:</source>
        <translation>CA 文件(&amp;C)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Flink &amp;version:</source>
        <translation>Flink 版本(&amp;V)：</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Sluice sends scripts to a Flink session cluster through its SQL Gateway and watches the jobs through the JobManager&apos;s REST API. Passwords and tokens are kept in the system keychain.</source>
        <translation>Sluice 通过 SQL 网关把脚本发送到 Flink 会话集群，并通过 JobManager 的 REST API 监视作业。密码和令牌保存在系统钥匙串中。</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>unchanged (in the keychain)</source>
        <translation>未更改（保存在钥匙串中）</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Flink cluster</source>
        <translation>Flink 集群</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flink cluster %1</source>
        <translation>Flink 集群 %1</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Profile &apos;%1&apos;: %2</source>
        <translation>配置“%1”：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Profile &apos;%1&apos;: the SQL Gateway URL is needed to run scripts</source>
        <translation>配置“%1”：运行脚本需要 SQL Gateway URL</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Profile &apos;%1&apos;: the JobManager REST URL is needed to watch its jobs</source>
        <translation>配置“%1”：需要 JobManager REST 地址才能监视其作业</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Two profiles are named &apos;%1&apos;</source>
        <translation>有两个配置都名为“%1”</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Connecting…</source>
        <translation>正在连接…</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The SQL Gateway answers (REST API %1), but: %2</source>
        <translation>SQL 网关有应答（REST API %1），但是：%2</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>Connected: the SQL Gateway speaks REST API %1; the cluster runs %n job(s).</source>
        <translation>
            <numerusform>已连接：SQL 网关支持 REST API %1；集群正在运行 %n 个作业。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+26"/>
        <source>The keychain could not keep the secret of &apos;%1&apos; (%2): it is kept for this session only.</source>
        <translation>钥匙串无法保存“%1”的密钥（%2）：它只在本次会话中保留。</translation>
    </message>
</context>
<context>
    <name>sluice::ClusterRun</name>
    <message>
        <location filename="../widgets/bridge/cluster_run.cpp" line="+88"/>
        <source>The jobs this script started before go on running on the cluster: %1</source>
        <translation>此脚本之前启动的作业仍在集群上运行：%1</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>%1; retrying in %2 s</source>
        <translation>%1；%2 秒后重试</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>job %1 failed on the cluster</source>
        <translation>作业 %1 在集群上失败</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>job %1 failed on the cluster: %2</source>
        <translation>作业 %1 在集群上失败：%2</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>job %1 could not be cancelled and may still run on the cluster: %2</source>
        <translation>作业 %1 无法取消，可能仍在集群上运行：%2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>no job of this run is running on the cluster</source>
        <translation>此次运行没有作业在集群上运行</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>job %1: %2</source>
        <translation>作业 %1：%2</translation>
    </message>
</context>
<context>
    <name>sluice::CompareRunsView</name>
    <message>
        <location filename="../widgets/monitor/compare_runs_view.cpp" line="+29"/>
        <source>Records written per second</source>
        <translation>每秒写出记录数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Records read per second</source>
        <translation>每秒读取记录数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>State size (bytes)</source>
        <translation>状态大小（字节）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>State size (entries)</source>
        <translation>状态大小（条目）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Entries expired per second</source>
        <translation>每秒过期条目数</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Process CPU</source>
        <translation>进程 CPU</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Process memory</source>
        <translation>进程内存</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>Runs compared</source>
        <translation>运行对比</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameter</source>
        <translation>参数</translation>
    </message>
    <message>
        <location line="+0"/>
        <location line="+1"/>
        <source>Run A</source>
        <translation>运行 A</translation>
    </message>
    <message>
        <location line="-1"/>
        <location line="+1"/>
        <source>Run B</source>
        <translation>运行 B</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Figure</source>
        <translation>指标</translation>
    </message>
    <message>
        <location line="-46"/>
        <source>Run A:</source>
        <translation>运行 A：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run B (dashed):</source>
        <translation>运行 B（虚线）：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Metric:</source>
        <translation>指标：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Forget runs kept for comparison</source>
        <translation>删除为比较而保留的运行</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Delete Run A</source>
        <translation>删除运行 A</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delete Run B</source>
        <translation>删除运行 B</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Delete All Runs…</source>
        <translation>删除所有运行…</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Delete All Runs</source>
        <translation>删除所有运行</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Forget all %n run(s) kept for comparison?</source>
        <translation>
            <numerusform>删除为比较而保留的全部 %n 次运行？</numerusform>
        </translation>
    </message>
    <message>
        <location line="+63"/>
        <source>Each run that finishes or is stopped is kept here, across sessions. Run a job twice, for example with and without mini-batch, to compare the two runs.</source>
        <translation>每次结束或停止的运行都会保存在这里，重启后仍然保留。将作业运行两次（例如开启和关闭 mini-batch），即可比较两次运行。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>A: %1</source>
        <translation>A：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>B: %1</source>
        <translation>B：%1</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+1"/>
        <source>(unset)</source>
        <translation>（未设置）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Average written</source>
        <translation>平均写出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peak written</source>
        <translation>峰值写出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average read</source>
        <translation>平均读取</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peak state size</source>
        <translation>峰值状态大小</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Peak state entries</source>
        <translation>峰值状态条目</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Entries expired</source>
        <translation>过期条目</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Late records dropped</source>
        <translation>丢弃的迟到记录</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Records written</source>
        <translation>写出记录</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Duration</source>
        <translation>时长</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location line="-216"/>
        <source>Event-time lag</source>
        <translation>事件时间延迟</translation>
    </message>
</context>
<context>
    <name>sluice::CompletionEngine</name>
    <message>
        <location filename="../widgets/editor/completion_engine.cpp" line="+193"/>
        <location line="+238"/>
        <source>Column of %1</source>
        <translation>%1 的列</translation>
    </message>
    <message>
        <location line="-227"/>
        <source>view</source>
        <translation>视图</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Returns %1.</source>
        <translation>返回 %1。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Aggregate function.</source>
        <translation>聚合函数。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Runs on Flink only.</source>
        <translation>仅在 Flink 上运行。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>default</source>
        <translation>默认</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Type: %1</source>
        <translation>类型：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Default: %1</source>
        <translation>默认值：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Default: none</source>
        <translation>默认值：无</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Required.</source>
        <translation>必填。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Deprecated.</source>
        <translation>已弃用。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Embedded engine: applied</source>
        <translation>内嵌引擎：生效</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Embedded engine: Flink only (kept for a Flink deployment, ignored here)</source>
        <translation>内嵌引擎：仅 Flink（为部署到 Flink 而保留，此处忽略）</translation>
    </message>
    <message>
        <location line="+139"/>
        <source>Field of %1</source>
        <translation>%1 的字段</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>%1, required</source>
        <translation>%1，必填</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>source</source>
        <translation>源表</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>sink</source>
        <translation>结果表</translation>
    </message>
    <message>
        <location line="+33"/>
        <location line="+11"/>
        <source>duration</source>
        <translation>时长</translation>
    </message>
    <message>
        <location line="-10"/>
        <source>State retention of the operators reading %1.</source>
        <translation>读取 %1 的算子的状态保留时间。</translation>
    </message>
</context>
<context>
    <name>sluice::Docs</name>
    <message>
        <location filename="engine_docs.cpp" line="+6"/>
        <source>How long a key&apos;s state in joins and group aggregations may sit untouched before it is dropped. The clock is processing time and restarts whenever the entry is created or written (reads do not count). 0 keeps state forever, so it grows with the number of distinct keys. Per-table STATE_TTL hints and per-side join OPTIONS hints override it.</source>
        <translation>Join 和分组聚合中某个键的状态在未被访问多久后会被清除。计时基于处理时间，每当该条目被创建或写入时重新开始计时（读取不计）。0 表示永久保留状态，因此状态会随不同键的数量不断增长。按表设置的 STATE_TTL 提示和按 Join 一侧设置的 OPTIONS 提示会覆盖此选项。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Legacy lower bound of idle-state retention from the old SQL client. Together with execution.max-idle-state-retention it must leave a gap of at least 5 minutes (unless both are 0). Newer Flink maps it onto table.exec.state.ttl; the engine uses it as the state TTL when table.exec.state.ttl is not set.</source>
        <translation>旧版 SQL 客户端中空闲状态保留时间的下限（旧版选项）。与 execution.max-idle-state-retention 之间必须至少相差 5 分钟（两者均为 0 时除外）。较新的 Flink 会将其映射到 table.exec.state.ttl；未设置 table.exec.state.ttl 时，引擎将其用作状态 TTL。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Legacy upper bound of idle-state retention from the old SQL client; must be at least 5 minutes above the minimum (unless both are 0). Newer Flink releases no longer read it, and the engine only checks the 5-minute gap.</source>
        <translation>旧版 SQL 客户端中空闲状态保留时间的上限（旧版选项）；必须比下限至少高出 5 分钟（两者均为 0 时除外）。较新的 Flink 版本不再读取此选项，引擎仅检查 5 分钟的间隔。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An interval join removes a key&apos;s rows once the watermark has passed their time bounds; this delays each such cleanup by at least this much, so keys are visited less often at the cost of holding rows a little longer.</source>
        <translation>区间 Join 会在水位线越过某个键的行的时间边界后移除这些行；此选项将每次此类清理至少推迟这么长时间，从而降低访问键的频率，代价是行会被保留得稍久一些。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where keyed state lives: &apos;hashmap&apos; keeps it as objects in memory (fast, bounded by RAM), &apos;rocksdb&apos; keeps it in an embedded RocksDB database on local disk (slower per access, can exceed memory).</source>
        <translation>键控状态的存放位置：&apos;hashmap&apos; 将其以对象形式保存在内存中（速度快，受 RAM 限制），&apos;rocksdb&apos; 将其保存在本地磁盘上的嵌入式 RocksDB 数据库中（每次访问较慢，可超出内存容量）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Local directory (or several, separated by &apos;,&apos; or the path separator) for the RocksDB files. Unset, the engine uses a folder under the system&apos;s temporary directory, removed when the job ends.</source>
        <translation>存放 RocksDB 文件的本地目录（也可为多个，以 &apos;,&apos; 或路径分隔符分隔）。未设置时，引擎使用系统临时目录下的一个文件夹，并在作业结束时将其删除。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sizes RocksDB&apos;s block cache and write buffers from the managed memory budget (taskmanager.memory.managed.*) so that all state of a worker shares one bounded pool. When off, each column family uses the fixed per-option sizes.</source>
        <translation>根据托管内存预算（taskmanager.memory.managed.*）确定 RocksDB 块缓存和写缓冲区的大小，使一个工作线程的所有状态共享同一个有界内存池。关闭时，每个列族使用各相应选项中固定的大小。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A fixed memory budget for all RocksDB instances of one slot (one worker in the engine), overriding the managed-memory share when set.</source>
        <translation>一个 slot（在引擎中即一个工作线程）中所有 RocksDB 实例的固定内存预算；设置后将覆盖托管内存份额。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share of the shared RocksDB memory budget that write buffers (memtables) may take; the rest serves as block cache.</source>
        <translation>共享 RocksDB 内存预算中可供写缓冲区（memtable）使用的比例；其余部分用作块缓存。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share of the block cache kept for index and filter blocks so that they are not pushed out by data blocks.</source>
        <translation>块缓存中为索引块和过滤器块保留的比例，使其不会被数据块挤出。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Block cache per column family, used only when RocksDB memory is not managed.</source>
        <translation>每个列族的块缓存大小，仅在 RocksDB 内存不受托管时使用。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Approximate size of the uncompressed data blocks RocksDB reads and caches.</source>
        <translation>RocksDB 读取并缓存的未压缩数据块的近似大小。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size a memtable may reach before RocksDB turns it into a sorted file on disk, used only when RocksDB memory is not managed.</source>
        <translation>memtable 在被 RocksDB 转换为磁盘上的有序文件之前可达到的大小，仅在 RocksDB 内存不受托管时使用。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most memtables RocksDB keeps in memory per column family, the active one included.</source>
        <translation>RocksDB 每个列族在内存中最多保留的 memtable 数量（包括活跃的 memtable）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Background threads RocksDB may use for flushes and compactions.</source>
        <translation>RocksDB 可用于刷写（flush）和压缩（compaction）的后台线程数。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A bundle of RocksDB tuning presets for the kind of disk the state lives on; explicit state.backend.rocksdb.* options still win.</source>
        <translation>针对状态所在磁盘类型的一组 RocksDB 调优预设；显式设置的 state.backend.rocksdb.* 选项仍然优先。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether Flink keeps timers of a RocksDB-backed job in RocksDB or on the heap. The engine keeps its few timers in memory.</source>
        <translation>Flink 将使用 RocksDB 的作业的定时器保存在 RocksDB 中还是堆上。引擎将其少量定时器保存在内存中。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Buffers input rows of unbounded aggregations and processes them per key in batches, so each key&apos;s state is read and written once per batch instead of once per row. Raises throughput at the cost of latency. When on, both table.exec.mini-batch.size and table.exec.mini-batch.allow-latency must be set to positive values.</source>
        <translation>缓冲无界聚合的输入行，并按键分批处理，使每个键的状态每批只读写一次，而不是每行一次。以延迟为代价提高吞吐量。开启时，必须将 table.exec.mini-batch.size 和 table.exec.mini-batch.allow-latency 都设置为正值。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest time a mini-batch may hold rows before it is flushed. Must be greater than zero when mini-batch is enabled.</source>
        <translation>微批在刷出前最多可保留行的时间。启用微批时必须大于零。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Most rows a mini-batch may hold before it is flushed, whichever of size and latency comes first. Must be positive when mini-batch is enabled; -1 means unset.</source>
        <translation>微批在刷出前最多可保留的行数，以大小和延迟中先达到者为准。启用微批时必须为正数；-1 表示未设置。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether to put a SinkUpsertMaterializer in front of a sink with a primary key. It remembers every row seen per sink key to repair out-of-order updates, so its state can become large. AUTO adds it only when the input&apos;s upsert key differs from the sink key; FORCE always adds it; NONE never does (sensible with parallelism 1 or when the key cannot change).</source>
        <translation>是否在带主键的结果表前添加 SinkUpsertMaterializer。它会记住每个结果表键下见过的每一行，以修复乱序更新，因此其状态可能变得很大。AUTO 仅在输入的 upsert 键与结果表键不同时添加；FORCE 总是添加；NONE 从不添加（适用于并行度为 1 或键不会变化的情况）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happens when a row headed for a NOT NULL sink column carries a null: ERROR fails the job, DROP silently discards the row.</source>
        <translation>当写入 NOT NULL 结果表列的行携带 null 时的处理方式：ERROR 使作业失败，DROP 静默丢弃该行。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether values written to CHAR(n)/VARCHAR(n)/BINARY(n) columns are cut or padded to the declared length. The engine writes values unchanged.</source>
        <translation>写入 CHAR(n)/VARCHAR(n)/BINARY(n) 列的值是否被截断或填充到声明的长度。引擎按原样写入值。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether Flink hashes rows by primary key before a keyed sink whose parallelism differs from its input&apos;s. The engine always routes a keyed sink&apos;s input by its key.</source>
        <translation>当带键结果表的并行度与其输入不同时，Flink 是否在其之前按主键对行进行哈希分发。引擎始终按键路由带键结果表的输入。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A source split (file, partition, subtask) that produces nothing for this long is marked idle, so downstream watermarks can advance without it. 0 turns idle detection off.</source>
        <translation>在此时长内未产生任何数据的源分片（文件、分区、子任务）会被标记为空闲，使下游水位线无需等待它即可推进。0 表示关闭空闲检测。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tells Flink that change-data-capture sources may deliver an event twice, so it adds a deduplicating step keyed on the primary key. The engine has no CDC formats.</source>
        <translation>告知 Flink 变更数据捕获（CDC）数据源可能重复投递事件，从而添加一个以主键为键的去重步骤。引擎不支持 CDC 格式。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Named by seed 002&apos;s configuration examples as a switch for inferring source parallelism. It is carried unchanged; the engine infers file source parallelism from table.exec.hive.infer-source-parallelism instead.</source>
        <translation>seed 002 的配置示例将其列为推断源表并行度的开关。此选项会被原样保留；引擎改为根据 table.exec.hive.infer-source-parallelism 推断文件源表的并行度。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Makes Flink read Hive tables through Hadoop&apos;s MapReduce record readers instead of its vectorised ORC/Parquet readers, for files the latter cannot handle. The engine reads csv and json files with its own readers.</source>
        <translation>使 Flink 通过 Hadoop 的 MapReduce 记录读取器而不是其向量化的 ORC/Parquet 读取器读取 Hive 表，用于后者无法处理的文件。引擎使用自己的读取器读取 csv 和 json 文件。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Makes Flink write Hive tables through Hadoop&apos;s MapReduce record writers rather than its own bulk writers. Not used by the engine.</source>
        <translation>使 Flink 通过 Hadoop 的 MapReduce 记录写入器而不是其自身的批量写入器写入 Hive 表。引擎不使用此选项。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Derive a file source&apos;s parallelism from how many files/splits it reads, up to table.exec.hive.infer-source-parallelism.max. When off, the source uses the job&apos;s default parallelism.</source>
        <translation>根据文件源表读取的文件/分片数量推导其并行度，最多为 table.exec.hive.infer-source-parallelism.max。关闭时，源表使用作业的默认并行度。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ceiling for an inferred file source parallelism. Must be at least 1 while inference is on.</source>
        <translation>推断出的文件源表并行度的上限。启用推断时必须至少为 1。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Milliseconds between checks for new partitions, as read by some vendors&apos; and Pulsar&apos;s source connectors (seed 002 sets it job-wide). Flink&apos;s own filesystem and Hive sources do not read it from the job configuration; the engine ignores it and uses a table&apos;s source.monitor-interval.</source>
        <translation>检查新分区的间隔毫秒数，由部分厂商的连接器和 Pulsar 源连接器读取（seed 002 在作业级别设置了它）。Flink 自身的 filesystem 和 Hive 数据源不会从作业配置中读取此选项；引擎会忽略它，而使用表的 source.monitor-interval。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How often a filesystem source lists its path for new files and partitions, turning it into an unbounded source. It takes effect as a WITH option of a filesystem table; set job-wide it is only carried along, by Flink and by the engine alike.</source>
        <translation>filesystem 数据源列出其路径以查找新文件和新分区的频率，设置后数据源将变为无界。它作为 filesystem 表的 WITH 选项生效；在作业级别设置时，Flink 和引擎都只会将其原样保留。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets a GROUP BY TUMBLE / HOP window emit its result before the window ends (every table.exec.emit.early-fire.delay, or on every row with 0), then update it (-U/+U) as rows arrive, so its output becomes an update stream. Window table function aggregations and session windows refuse it.</source>
        <translation>允许 GROUP BY TUMBLE / HOP 窗口在窗口结束前输出结果（每隔 table.exec.emit.early-fire.delay 输出一次，设为 0 时则每行都输出），随后随着行的到达更新结果（-U/+U），因此其输出变为更新流。窗口表值函数聚合和会话窗口不支持此选项。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With early firing: how often (processing time) a window not yet ended re-emits its result when it changed; 0 emits on every row. Required, not negative.</source>
        <translation>启用提前触发时：尚未结束的窗口在结果变化时重新输出结果的频率（处理时间）；0 表示每行都输出。必填，且不能为负。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets a GROUP BY TUMBLE / HOP window on event time take rows that arrive after it ended, within table.exec.emit.allow-lateness, and update its result (-U/+U) for them.</source>
        <translation>允许基于事件时间的 GROUP BY TUMBLE / HOP 窗口在结束后、table.exec.emit.allow-lateness 范围内接收迟到的行，并为其更新结果（-U/+U）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With late firing: how often (processing time) an ended window re-emits its changed result; 0 emits on every late row. Required, not negative, and not above the allowed lateness.</source>
        <translation>启用延迟触发时：已结束的窗口重新输出已变化结果的频率（处理时间）；0 表示每条迟到行都输出。必填，不能为负，且不能超过允许的延迟。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>With late firing: how long after its end a window keeps its state and takes late rows; later rows are dropped. Unset, table.exec.state.ttl stands in; late firing needs one of them above 0.</source>
        <translation>启用延迟触发时：窗口结束后保留其状态并接收迟到行的时长；更晚到达的行会被丢弃。未设置时以 table.exec.state.ttl 代替；延迟触发要求两者之一大于 0。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Which SQL grammar Flink parses statements with. The engine always parses Flink&apos;s default dialect and reports Hive-only syntax as errors.</source>
        <translation>Flink 解析语句所用的 SQL 方言。引擎始终使用 Flink 的默认方言进行解析，并将仅 Hive 支持的语法报告为错误。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Session time zone for TIMESTAMP_LTZ values, CURRENT_TIMESTAMP and DATE_FORMAT, as a zone id such as &apos;UTC&apos; or &apos;Asia/Shanghai&apos;. &apos;default&apos; takes the machine&apos;s zone.</source>
        <translation>TIMESTAMP_LTZ 值、CURRENT_TIMESTAMP 和 DATE_FORMAT 使用的会话时区，以时区 ID 表示，如 &apos;UTC&apos; 或 &apos;Asia/Shanghai&apos;。&apos;default&apos; 表示使用本机时区。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allows OPTIONS hints, which override a table&apos;s WITH options for one query. When false, Flink refuses a query with one, and so does the check.</source>
        <translation>允许使用 OPTIONS 提示，它为单个查询覆盖表的 WITH 选项。设为 false 时，Flink 会拒绝带有该提示的查询，检查也会如此。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Makes Flink&apos;s SQL client wait for each INSERT job to finish before running the next statement. The engine runs a script&apos;s statements as one job.</source>
        <translation>使 Flink 的 SQL 客户端在运行下一条语句之前等待每个 INSERT 作业完成。引擎将一个脚本中的所有语句作为一个作业运行。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rows per Top-N subtask cached in memory in front of the state, for Top-N over insert-only input: room for this many divided by N partitions (at least one), the least recently used giving way. With a state TTL a cached partition is read again from the state once the TTL has passed.</source>
        <translation>每个 Top-N 子任务在状态之前缓存在内存中的行数，用于仅插入输入上的 Top-N：可容纳该数值除以 N 个分区（至少一个），最久未使用的分区先被移出。设置了状态 TTL 时，缓存的分区在 TTL 过后会重新从状态读取。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number of parallel subtasks each operator runs with unless something more specific (table.exec.resource.default-parallelism, sink.parallelism, an inferred source parallelism) decides otherwise.</source>
        <translation>每个算子运行的并行子任务数，除非有更具体的设置（table.exec.resource.default-parallelism、sink.parallelism、推断出的源表并行度）另行决定。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number of key groups keyed state is split into, and so the highest parallelism the job can ever be rescaled to. -1 derives it from the parallelism: 1.5 times it rounded up to a power of two, kept within 128..32768.</source>
        <translation>键控状态被划分成的键组数量，也即作业今后可扩缩到的最高并行度。-1 表示根据并行度推导：取并行度的 1.5 倍并向上取整到 2 的幂，限制在 128..32768 范围内。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether Flink runs the job as a stream or as staged batch work. The engine always streams; a job whose sources are all bounded simply finishes.</source>
        <translation>Flink 以流方式还是分阶段批处理方式运行作业。引擎始终以流方式运行；所有源表都有界的作业会直接结束。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets Flink hand the same record object from one chained operator to the next instead of copying it. The engine passes batches without per-record objects, so there is nothing to reuse.</source>
        <translation>允许 Flink 将同一个记录对象从一个链接的算子直接传给下一个，而不进行复制。引擎以批次传递数据，不存在逐记录的对象，因此没有可复用的内容。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Key/value pairs made visible to every user function of a Flink job, written as &apos;k1:v1,k2:v2&apos;. Carried for Flink; the engine runs no user code.</source>
        <translation>对 Flink 作业中每个用户函数可见的键值对，写作 &apos;k1:v1,k2:v2&apos;。为 Flink 保留；引擎不运行用户代码。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long Flink waits between attempts to interrupt a task that does not stop after a cancel (a duration since Flink 1.19; a bare number is milliseconds).</source>
        <translation>任务在取消后仍未停止时，Flink 两次尝试中断该任务之间的等待时间（自 Flink 1.19 起为时长；纯数字表示毫秒）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How deeply Flink strips unused references to enclosing classes from Java lambdas and anonymous functions before serialising them. Irrelevant to the engine, which has no JVM closures.</source>
        <translation>Flink 在序列化 Java lambda 和匿名函数之前，清除其对外部类的无用引用的深度。与引擎无关，因为引擎没有 JVM 闭包。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Makes Flink serialise POJO types with Kryo even when it could use its own POJO serializer. The engine&apos;s rows have a fixed binary layout and no serializer choice.</source>
        <translation>使 Flink 即使能使用自己的 POJO 序列化器，也用 Kryo 序列化 POJO 类型。引擎的行具有固定的二进制布局，不涉及序列化器选择。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Makes Flink serialise Avro-generated POJOs with Avro instead of Kryo. Not used by the engine.</source>
        <translation>使 Flink 用 Avro 而不是 Kryo 序列化 Avro 生成的 POJO。引擎不使用此选项。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets Flink register every type a job uses with Kryo up front, so only a small id is written per value. Not used by the engine.</source>
        <translation>允许 Flink 预先向 Kryo 注册作业使用的每种类型，从而每个值只需写入一个较小的 ID。引擎不使用此选项。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Display name of the job; the engine shows it in the job monitor and the metrics output.</source>
        <translation>作业的显示名称；引擎会在作业监控和指标输出中显示它。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How often sources emit a watermark based on the event times seen so far. 0 disables periodic watermarks.</source>
        <translation>数据源根据目前已见到的事件时间发出水位线的频率。0 表示禁用周期性水位线。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Makes RocksDB checkpoints write only what changed since the previous one: RocksDB&apos;s own files, each stored once in the job&apos;s shared folder while a retained checkpoint needs it. Savepoints are always complete.</source>
        <translation>使 RocksDB 检查点只写入自上一个检查点以来发生变化的内容：即 RocksDB 自身的文件，只要有保留的检查点需要，每个文件在作业的共享文件夹中只存储一次。保存点始终是完整的。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How often a checkpoint is taken; unset means no checkpoints (and, unless a restart strategy is set, no restarts). At least 10 ms. Streaming mode only.</source>
        <translation>执行检查点的间隔；未设置表示不执行检查点（并且除非设置了重启策略，否则也不重启）。至少为 10 ms。仅适用于流模式。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>EXACTLY_ONCE aligns the barriers of a task&apos;s inputs, so each record affects the restored state exactly once; AT_LEAST_ONCE does not wait, which is faster but may replay records after a failure.</source>
        <translation>EXACTLY_ONCE 会对齐任务各输入的 barrier，使每条记录对恢复后的状态恰好生效一次；AT_LEAST_ONCE 不等待对齐，速度更快，但故障后可能重放记录。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A checkpoint still running after this long is abandoned (and counts as a failed checkpoint).</source>
        <translation>运行超过此时长仍未完成的检查点会被放弃（并计为一次失败的检查点）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Least time between the end of one checkpoint and the start of the next.</source>
        <translation>一个检查点结束到下一个检查点开始之间的最短时间。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many checkpoints may be in flight at once.</source>
        <translation>可同时进行的检查点数量。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many checkpoint failures in a row are put up with before the job fails.</source>
        <translation>作业失败前可容忍的连续检查点失败次数。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What happens to the checkpoints when the job ends: all are deleted (NO_EXTERNALIZED_CHECKPOINTS), kept when it fails (DELETE_ON_CANCELLATION), or kept when it fails or is cancelled (RETAIN_ON_CANCELLATION), so it can be restored from them.</source>
        <translation>作业结束时检查点的处理方式：全部删除（NO_EXTERNALIZED_CHECKPOINTS）、作业失败时保留（DELETE_ON_CANCELLATION），或作业失败或被取消时保留（RETAIN_ON_CANCELLATION），以便可以从中恢复作业。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many completed checkpoints are kept; older ones are deleted.</source>
        <translation>保留的已完成检查点数量；较早的检查点会被删除。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Lets checkpoint barriers overtake buffered data (stored with the checkpoint) so checkpoints finish quickly under backpressure. Works only with EXACTLY_ONCE; the embedded engine takes aligned checkpoints only.</source>
        <translation>允许检查点 barrier 越过缓冲的数据（这些数据随检查点一起存储），使检查点在反压下也能快速完成。仅适用于 EXACTLY_ONCE；内置引擎只执行对齐的检查点。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder (a path or file:// URI) under which checkpoints are written, as &lt;dir&gt;/&lt;job id&gt;/chk-&lt;n&gt;/. Unset: checkpoints stay in memory, for restarts only.</source>
        <translation>写入检查点的文件夹（路径或 file:// URI），格式为 &lt;dir&gt;/&lt;job id&gt;/chk-&lt;n&gt;/。未设置时：检查点保留在内存中，仅用于重启。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Default folder for savepoints taken without an explicit one.</source>
        <translation>未显式指定文件夹时，保存点的默认文件夹。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A checkpoint or savepoint (its folder or _metadata file) the job resumes from.</source>
        <translation>作业从中恢复的检查点或保存点（其文件夹或 _metadata 文件）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether a restore may drop state that belongs to no operator of the job (after the query changed), instead of refusing.</source>
        <translation>恢复时是否可以丢弃不属于作业中任何算子的状态（在查询发生变化后），而不是拒绝恢复。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How Flink restarts a failed job. Unset: no restarts without checkpointing, exponential-delay with it. The engine restarts a failed job when a strategy is set, from the beginning (it does not checkpoint yet), and counts the restarts (numRestarts).</source>
        <translation>Flink 重启失败作业的方式。未设置时：未启用检查点则不重启，启用检查点则使用 exponential-delay。设置了策略时，引擎会从头重启失败的作业（引擎暂不执行检查点），并统计重启次数（numRestarts）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fixed-delay: how many restarts are tried before the job is declared failed.</source>
        <translation>fixed-delay：作业被判定为失败之前尝试重启的次数。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>fixed-delay: pause before each restart, e.g. to let connections time out.</source>
        <translation>fixed-delay：每次重启前的暂停时间，例如用于等待连接超时。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failure-rate: failures tolerated within one interval; one more fails the job.</source>
        <translation>failure-rate：一个时间间隔内可容忍的失败次数；再多一次失败就会使作业失败。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failure-rate: the sliding window over which failures are counted.</source>
        <translation>failure-rate：统计失败次数所用的滑动窗口。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>failure-rate: pause before each restart.</source>
        <translation>failure-rate：每次重启前的暂停时间。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exponential-delay: pause before the first restart.</source>
        <translation>exponential-delay：第一次重启前的暂停时间。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exponential-delay: the pause between restarts never grows beyond this.</source>
        <translation>exponential-delay：重启之间的暂停时间永远不会超过此值。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exponential-delay: factor the pause is multiplied by after each failure.</source>
        <translation>exponential-delay：每次失败后暂停时间所乘的系数。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exponential-delay: after running this long without a failure, the pause goes back to the initial backoff.</source>
        <translation>exponential-delay：无失败地运行此时长后，暂停时间恢复为初始退避时间。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exponential-delay: random share added to or taken from each pause, so that many jobs do not restart in lockstep.</source>
        <translation>exponential-delay：在每次暂停时间上随机增加或减少的比例，以避免大量作业同步重启。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>exponential-delay: restarts allowed before the job is declared failed; the count starts over when the backoff is reset.</source>
        <translation>exponential-delay：作业被判定为失败之前允许的重启次数；退避时间重置时重新计数。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether aggregations pre-aggregate locally before the shuffle (TWO_PHASE), only aggregate after it (ONE_PHASE), or let the planner choose (AUTO). In streaming the local phase only exists with mini-batch on; without it TWO_PHASE silently runs as one phase.</source>
        <translation>聚合是在 shuffle 之前先在本地预聚合（TWO_PHASE）、仅在 shuffle 之后聚合（ONE_PHASE），还是由优化器选择（AUTO）。在流模式下，本地阶段仅在开启微批时存在；未开启时 TWO_PHASE 会静默地按单阶段运行。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rewrites COUNT(DISTINCT …) and similar aggregates into two levels: first by the group key plus a hash bucket of the distinct value, then summed per group. Spreads hot keys over many subtasks.</source>
        <translation>将 COUNT(DISTINCT …) 等聚合改写为两层：第一层按分组键加上去重值的哈希桶进行聚合，第二层再按分组汇总。可将热点键分散到多个子任务上。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number of hash buckets the distinct-aggregate split uses in its first level.</source>
        <translation>去重聚合拆分在第一层中使用的哈希桶数量。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Computes identical parts of a statement&apos;s plan once and shares their output: a self-join over one source reads it once. The engine shares scans, filters and projections, watermarks, exchanges, window table functions and aggregations within one INSERT or query.</source>
        <translation>将语句计划中相同的部分只计算一次并共享其输出：对同一数据源的自连接只读取该数据源一次。引擎在单个 INSERT 或查询内共享扫描、过滤与投影、水印、数据交换、窗口表值函数和聚合。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reads a table once when several parts of a statement scan it the same way (with sub-plan reuse on). The engine shares scans within one INSERT or query, not across the INSERTs of a statement set.</source>
        <translation>当语句的多个部分以相同方式扫描同一张表时只读取该表一次（需开启子计划复用）。引擎在单个 INSERT 或查询内共享扫描，不跨语句集中的多个 INSERT 共享。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Allows Flink&apos;s cost-based optimizer to change the order of inner joins. The engine keeps joins in the order written.</source>
        <translation>允许 Flink 基于代价的优化器调整 Inner Join 的顺序。引擎按书写顺序保留 Join。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parallelism for every operator of a SQL job (joins, aggregations, calcs), taking precedence over parallelism.default. -1 falls back to parallelism.default; a sink&apos;s own sink.parallelism still wins for that sink.</source>
        <translation>SQL 作业中每个算子（Join、聚合、计算）的并行度，优先于 parallelism.default。-1 表示回退到 parallelism.default；结果表自身的 sink.parallelism 对该结果表仍然优先。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total memory of a Flink TaskManager process. The engine treats it as its own memory budget and sizes the RocksDB caches from its managed fraction.</source>
        <translation>Flink TaskManager 进程的总内存。引擎将其作为自身的内存预算，并根据其中的托管内存比例确定 RocksDB 缓存的大小。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Share of the memory budget handed to managed memory, which pays for RocksDB&apos;s block cache and write buffers. Ignored when taskmanager.memory.managed.size is set.</source>
        <translation>内存预算中分配给托管内存的比例，托管内存用于 RocksDB 的块缓存和写缓冲区。设置了 taskmanager.memory.managed.size 时忽略此选项。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An absolute managed memory size, taking precedence over the managed fraction.</source>
        <translation>托管内存的绝对大小，优先于托管内存比例。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Heap memory for the tasks, which holds the hashmap state backend&apos;s state. The engine fails a job whose hashmap state outgrows it, before the machine runs out of memory; unset, a quarter of the machine&apos;s memory.</source>
        <translation>任务的堆内存，hashmap 状态后端的状态保存在其中。当 hashmap 状态超出该内存时，引擎会在机器内存耗尽之前使作业失败；未设置时为机器内存的四分之一。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total memory of Flink&apos;s JobManager process. The engine has no JobManager.</source>
        <translation>Flink JobManager 进程的总内存。引擎没有 JobManager。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How many slots, and so parallel pipelines, one TaskManager offers. The engine sizes its worker pool from the job&apos;s parallelism and the machine&apos;s cores.</source>
        <translation>一个 TaskManager 提供的 slot 数量，即并行流水线的数量。引擎根据作业的并行度和机器的 CPU 核数确定其工作线程池的大小。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Generates rows (random or sequential values) for testing.</source>
        <translation>生成用于测试的行（随机值或顺序值）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rate limit of the whole source, shared by its subtasks.</source>
        <translation>整个数据源的速率限制，由其各子任务共享。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Total rows to produce, after which the source ends; unset means it runs forever (unless a sequence field bounds it).</source>
        <translation>要生成的总行数，达到后数据源结束；未设置表示永久运行（除非某个 sequence 字段限定了范围）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parallelism of this source, overriding the job&apos;s default for it.</source>
        <translation>此数据源的并行度，覆盖作业对其的默认并行度。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sluice only, not a Flink option (Flink rejects it: remove it before running the job on Flink): seed of the random values, so every run of the job generates the same rows.</source>
        <translation>仅限 Sluice，不是 Flink 选项（Flink 会拒绝它：在 Flink 上运行作业前请将其移除）：随机值的种子，使作业每次运行都生成相同的行。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How the column&apos;s values are made: &apos;random&apos; within min/max (or length), or &apos;sequence&apos; counting from start to end, which also bounds the source.</source>
        <translation>列值的生成方式：&apos;random&apos; 在 min/max（或 length）范围内随机生成，&apos;sequence&apos; 从 start 计数到 end，同时也限定了数据源的范围。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Smallest random value of a numeric column; the type&apos;s minimum by default.</source>
        <translation>数值列随机值的最小值；默认为该类型的最小值。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Largest random value of a numeric column; the type&apos;s maximum by default.</source>
        <translation>数值列随机值的最大值；默认为该类型的最大值。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>For random timestamp columns: how far before now a value may lie.</source>
        <translation>针对随机时间戳列：值最多可以早于当前时间多久。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length of random strings/bytes, or element count of random collections.</source>
        <translation>随机字符串/字节的长度，或随机集合的元素个数。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether random strings/bytes vary in length up to fields.#.length.</source>
        <translation>随机字符串/字节的长度是否可变（最长为 fields.#.length）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>First value of a sequence column (required for &apos;sequence&apos;).</source>
        <translation>序列列的起始值（&apos;sequence&apos; 模式下必填）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Last value of a sequence column (required for &apos;sequence&apos;).</source>
        <translation>序列列的结束值（&apos;sequence&apos; 模式下必填）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fraction of rows in which the column is NULL.</source>
        <translation>该列为 NULL 的行所占的比例。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reads and writes files under a path; Hive-style key=value folders are partitions.</source>
        <translation>读写某一路径下的文件；Hive 风格的 key=value 文件夹即为分区。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File or directory to read from or write to.</source>
        <translation>要读取或写入的文件或目录。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format of the files: csv or json.</source>
        <translation>文件的格式：csv 或 json。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re-list the path this often and read new files and partitions, which makes the source unbounded. Unset: read what is there once and finish.</source>
        <translation>每隔此时长重新列出路径并读取新文件和新分区，这会使数据源变为无界。未设置时：读取一次现有内容后结束。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only read the files whose full path matches this regular expression (Java&apos;s syntax, matched against the whole path).</source>
        <translation>仅读取完整路径匹配此正则表达式的文件（Java 语法，与整个路径进行匹配）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether Flink&apos;s planner reads the files&apos; statistics (row counts) to plan the query: ALL, or NONE to skip that cost.</source>
        <translation>Flink 的优化器是否读取文件的统计信息（行数）来规划查询：ALL，或 NONE 以省去该开销。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How a partition&apos;s time is extracted for partition-time commits: from the partition values by the timestamp pattern, or by a custom JVM class.</source>
        <translation>按分区时间提交时如何提取分区的时间：按时间戳模式从分区值中提取，或通过自定义 JVM 类提取。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The JVM class of a custom partition time extractor.</source>
        <translation>自定义分区时间提取器的 JVM 类。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How the partition values form a timestamp, e.g. &apos;$dt $hour:00:00&apos;; by default the first partition column as &apos;yyyy-MM-dd hh:mm:ss&apos;.</source>
        <translation>分区值如何组成时间戳，例如 &apos;$dt $hour:00:00&apos;；默认取第一个分区列，格式为 &apos;yyyy-MM-dd hh:mm:ss&apos;。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The java.time pattern the timestamp-pattern&apos;s result is parsed with; &apos;yyyy-MM-dd HH:mm:ss&apos; by default.</source>
        <translation>用于解析 timestamp-pattern 结果的 java.time 模式；默认为 &apos;yyyy-MM-dd HH:mm:ss&apos;。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Folder name used for a partition whose value is NULL or empty.</source>
        <translation>值为 NULL 或空的分区所使用的文件夹名称。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flink starts a new part file once the current one reaches this size.</source>
        <translation>当前 part 文件达到此大小后，Flink 会开始写入新的 part 文件。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flink starts a new part file once the current one has been open this long.</source>
        <translation>当前 part 文件打开此时长后，Flink 会开始写入新的 part 文件。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flink starts a new part file once the current one has received no row for this long.</source>
        <translation>当前 part 文件在此时长内未收到任何行时，Flink 会开始写入新的 part 文件。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How often Flink checks the time-based rolling conditions.</source>
        <translation>Flink 检查基于时间的滚动条件的频率。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Route rows by their partition values before the sink, so fewer files are written per partition.</source>
        <translation>在写入结果表之前按分区值路由行，使每个分区写入的文件更少。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>When Flink considers a partition complete: by processing time or by the watermark passing the time extracted from the partition values.</source>
        <translation>Flink 何时认为一个分区已完成：按处理时间，或按水位线越过从分区值中提取的时间。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long after its time a partition is committed.</source>
        <translation>分区在其时间之后多久提交。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The time zone in which a partition-time commit compares the watermark (a TIMESTAMP_LTZ) with the partition&apos;s time.</source>
        <translation>按分区时间提交时，比较水位线（TIMESTAMP_LTZ）与分区时间所用的时区。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What committing a partition does: &apos;metastore&apos; (nothing, for a filesystem table), &apos;success-file&apos; (a marker file in the partition when it is committed: as checkpoints complete, by the trigger, and at the end of the input), &apos;custom&apos;, or several separated by commas.</source>
        <translation>提交分区时执行的操作：&apos;metastore&apos;（对 filesystem 表不执行任何操作）、&apos;success-file&apos;（分区提交时在分区中写入一个标记文件：随检查点完成、由触发器触发以及在输入结束时提交）、&apos;custom&apos;，或以逗号分隔的多个策略。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The JVM class of the &apos;custom&apos; partition commit policy.</source>
        <translation>&apos;custom&apos; 分区提交策略的 JVM 类。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parameters for the custom policy class&apos;s constructor, separated by &apos;;&apos;.</source>
        <translation>自定义策略类构造函数的参数，以 &apos;;&apos; 分隔。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Name of the marker file the success-file policy writes.</source>
        <translation>success-file 策略写入的标记文件名称。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Let Flink merge small files written between checkpoints.</source>
        <translation>让 Flink 合并在两次检查点之间写入的小文件。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Target size of compacted files; the rolling file size by default.</source>
        <translation>合并后文件的目标大小；默认为滚动文件大小。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parallelism of this table&apos;s sink, overriding the job&apos;s default for it.</source>
        <translation>此表写入端的并行度，覆盖作业对其的默认并行度。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Writes each change as a line like &apos;+I[1, Alice]&apos; to the console.</source>
        <translation>将每条变更以类似 &apos;+I[1, Alice]&apos; 的行写到控制台。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Text put before every line (then the subtask number when parallel, then &apos;&gt; &apos;).</source>
        <translation>每行前添加的文本（并行时其后接子任务编号，再接 &apos;&gt; &apos;）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Print to standard error instead of standard output.</source>
        <translation>输出到标准错误而不是标准输出。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accepts and discards every row; for benchmarks and tests.</source>
        <translation>接收并丢弃每一行；用于基准测试和测试。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reads and writes Kafka topics as append-only tables.</source>
        <translation>以仅追加表的形式读写 Kafka 主题。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Topic to read from or write to; a source may list several separated by &apos;;&apos;.</source>
        <translation>要读取或写入的主题；数据源可列出多个，以 &apos;;&apos; 分隔。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Regular expression of the topic names a source reads; instead of &apos;topic&apos;.</source>
        <translation>数据源读取的主题名称所匹配的正则表达式；用于替代 &apos;topic&apos;。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where a source stops, making it bounded; &apos;unbounded&apos; never stops.</source>
        <translation>数据源停止的位置，设置后数据源变为有界；&apos;unbounded&apos; 表示永不停止。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Epoch milliseconds to stop at in &apos;timestamp&apos; bounded mode.</source>
        <translation>&apos;timestamp&apos; 有界模式下停止位置的纪元毫秒数。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offsets to stop at in &apos;specific-offsets&apos; bounded mode, same syntax as the startup offsets.</source>
        <translation>&apos;specific-offsets&apos; 有界模式下停止的偏移量，语法与启动偏移量相同。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Comma-separated host:port list of Kafka brokers to connect to first.</source>
        <translation>首先连接的 Kafka broker 列表，以逗号分隔的 host:port 形式表示。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Consumer group of the source; needed to start from committed offsets.</source>
        <translation>数据源的消费者组；从已提交的偏移量开始读取时需要。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A partition without records for this long stops holding back the table&apos;s event time until its next record; replaces table.exec.source.idle-timeout for this table (0 turns idleness off).</source>
        <translation>在此时长内没有记录的分区，在其下一条记录到来之前不再阻碍表的事件时间推进；对此表替代 table.exec.source.idle-timeout（0 表示关闭空闲检测）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Any other Kafka client property, passed through to librdkafka (for example SASL/SSL settings). Values are never logged.</source>
        <translation>任何其他 Kafka 客户端属性，透传给 librdkafka（例如 SASL/SSL 设置）。这些值永远不会被记录到日志中。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prefix of key columns in the schema, stripped to get the key&apos;s field names. Requires value.fields-include = EXCEPT_KEY.</source>
        <translation>schema 中键列的前缀，去掉前缀后得到键的字段名。要求 value.fields-include = EXCEPT_KEY。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether the message value carries every column (ALL) or all but the key columns (EXCEPT_KEY).</source>
        <translation>消息值包含所有列（ALL）还是除键列之外的所有列（EXCEPT_KEY）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Delivery promise of the sink. exactly-once needs Flink&apos;s checkpoints and Kafka transactions, which the engine does not offer yet.</source>
        <translation>结果表的投递保证。exactly-once 需要 Flink 的检查点和 Kafka 事务，引擎暂不提供。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Prefix of the Kafka transactional ids used for exactly-once delivery; required with it.</source>
        <translation>用于精确一次投递的 Kafka 事务 ID 前缀；使用精确一次时必填。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format of the message value (and key when no key format is set): csv, json or raw. Same as value.format.</source>
        <translation>消息值的格式（未设置键格式时也用于键）：csv、json 或 raw。与 value.format 相同。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format of the message key; needs key.fields.</source>
        <translation>消息键的格式；需要设置 key.fields。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Columns that make up the message key, separated by &apos;;&apos;.</source>
        <translation>组成消息键的列，以 &apos;;&apos; 分隔。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format of the message value; same as format.</source>
        <translation>消息值的格式；与 format 相同。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Where a source starts reading each partition.</source>
        <translation>数据源在每个分区中开始读取的位置。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Epoch milliseconds to start from in &apos;timestamp&apos; startup mode.</source>
        <translation>&apos;timestamp&apos; 启动模式下开始读取位置的纪元毫秒数。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Offsets to start from in &apos;specific-offsets&apos; mode, as &apos;partition:0,offset:42;partition:1,offset:300&apos;.</source>
        <translation>&apos;specific-offsets&apos; 模式下开始读取的偏移量，格式为 &apos;partition:0,offset:42;partition:1,offset:300&apos;。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How often a source looks for new partitions (and topics matching the pattern); 0 turns discovery off.</source>
        <translation>数据源查找新分区（以及匹配模式的主题）的频率；0 表示关闭发现。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Deprecated spelling of sink.delivery-guarantee, still accepted by Flink&apos;s kafka connector; the engine reads sink.delivery-guarantee only.</source>
        <translation>sink.delivery-guarantee 的已弃用写法，Flink 的 kafka 连接器仍然接受；引擎只读取 sink.delivery-guarantee。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How sink rows map to partitions: &apos;default&apos; (by key hash, else sticky), &apos;fixed&apos; (one partition per subtask), &apos;round-robin&apos;, or a Java class name (carried for Flink only).</source>
        <translation>结果表的行如何映射到分区：&apos;default&apos;（按键哈希，无键时使用粘性分区）、&apos;fixed&apos;（每个子任务对应一个分区）、&apos;round-robin&apos;，或 Java 类名（仅为 Flink 保留）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A Kafka topic as a changelog keyed by the table&apos;s primary key: a value per key, a tombstone for a delete.</source>
        <translation>将 Kafka 主题作为以表主键为键的变更日志：每个键对应一个值，删除对应一条 tombstone 消息。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format of the message key (the primary key columns).</source>
        <translation>消息键的格式（主键列）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Format of the message value.</source>
        <translation>消息值的格式。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rows the sink may buffer, keeping only the latest per key, before writing; 0 disables buffering. Must be set together with the flush interval.</source>
        <translation>结果表在写出前可缓冲的行数，每个键只保留最新一行；0 表示禁用缓冲。必须与刷新间隔一起设置。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Longest time the sink buffers rows before writing; 0 disables buffering. Must be set together with the row count.</source>
        <translation>结果表在写出前缓冲行的最长时间；0 表示禁用缓冲。必须与行数一起设置。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Generates the Nexmark benchmark&apos;s auction events: people, auctions and bids in the table of Nexmark&apos;s ddl_gen.sql.</source>
        <translation>生成 Nexmark 基准测试的拍卖事件：Nexmark 的 ddl_gen.sql 所定义的表中的人员、拍卖和出价事件。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Event rate at the start; event times advance by one over this rate per event.</source>
        <translation>起始时的事件速率；每个事件的事件时间推进 1/该速率。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rate the source alternates with the first one, every half rate.period.</source>
        <translation>数据源与第一个速率交替使用的速率，每半个 rate.period 切换一次。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How the rate moves between the two rates: in steps (SQUARE) or smoothly (SINE).</source>
        <translation>速率在两个速率之间的变化方式：阶梯式（SQUARE）或平滑式（SINE）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length of one cycle of the rate between first-event.rate and next-event.rate.</source>
        <translation>速率在 first-event.rate 和 next-event.rate 之间变化的一个周期的长度。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Emit each event only when as much wall time as event time has passed; by default events are generated as fast as the job takes them.</source>
        <translation>仅当经过的挂钟时间与事件时间相当时才发出每个事件；默认情况下，事件以作业能接收的最快速度生成。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number of events, after which the source ends; 0 means unbounded.</source>
        <translation>事件数量，达到后数据源结束；0 表示无界。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>People in each cycle of person + auction + bid proportion events.</source>
        <translation>每个 person + auction + bid 比例事件周期中的人员事件数。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Auctions in each cycle of events.</source>
        <translation>每个事件周期中的拍卖事件数。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Bids in each cycle of events.</source>
        <translation>每个事件周期中的出价事件数。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average size of a person event, reached by padding its &apos;extra&apos; field.</source>
        <translation>人员事件的平均大小，通过填充其 &apos;extra&apos; 字段达到。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average size of an auction event.</source>
        <translation>拍卖事件的平均大小。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Average size of a bid event.</source>
        <translation>出价事件的平均大小。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Of this many bids, all but one go to a hot auction.</source>
        <translation>每这么多条出价中，除一条外都指向热门拍卖。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Of this many bids, all but one come from a hot bidder.</source>
        <translation>每这么多条出价中，除一条外都来自热门出价人。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Of this many auctions, all but one come from a hot seller.</source>
        <translation>每这么多场拍卖中，除一场外都来自热门卖家。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep the source open, without events, after the last one.</source>
        <translation>在最后一个事件之后保持数据源打开，但不再产生事件。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop before this event number; -1 never stops early.</source>
        <translation>在此事件编号之前停止；-1 表示从不提前停止。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Accepted for the Nexmark jar&apos;s compatibility; events are always generated as fast as allowed.</source>
        <translation>为兼容 Nexmark jar 而接受；事件始终以允许的最快速度生成。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Comma-separated text, one row per line (RFC 4180 quoting).</source>
        <translation>逗号分隔的文本，每行一条记录（RFC 4180 引号规则）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The single character between fields.</source>
        <translation>字段之间的单个分隔字符。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Read and write fields without any quoting.</source>
        <translation>读写字段时不使用任何引号。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The single character that encloses fields containing delimiters.</source>
        <translation>用于包围含有分隔符的字段的单个字符。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip lines starting with &apos;#&apos; when reading.</source>
        <translation>读取时跳过以 &apos;#&apos; 开头的行。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip (and count) lines that cannot be parsed instead of failing; unparsable fields become NULL.</source>
        <translation>跳过（并计数）无法解析的行，而不是失败；无法解析的字段变为 NULL。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Separator between array elements inside one field.</source>
        <translation>同一字段内数组元素之间的分隔符。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The single character that escapes the next one; none by default.</source>
        <translation>用于转义下一个字符的单个字符；默认无。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Field text read as NULL (and written for NULL); by default only an empty unquoted field means NULL for non-string columns.</source>
        <translation>读作 NULL（写入 NULL 时也使用）的字段文本；默认情况下，对于非字符串列，只有未加引号的空字段表示 NULL。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether large or small DECIMAL values may be written as 1E+10.</source>
        <translation>较大或较小的 DECIMAL 值是否可以写成 1E+10 的形式。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>One JSON object per line.</source>
        <translation>每行一个 JSON 对象。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Fail when a column&apos;s field is absent instead of reading NULL.</source>
        <translation>列对应的字段缺失时报错失败，而不是读取为 NULL。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Skip (and count) records that are not JSON objects instead of failing; values that do not fit their column become NULL.</source>
        <translation>跳过（并计数）不是 JSON 对象的记录，而不是失败；与其列不匹配的值变为 NULL。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Timestamp text layout: SQL (&apos;2024-01-31 12:00:00.123&apos;) or ISO-8601 (&apos;2024-01-31T12:00:00.123&apos;).</source>
        <translation>时间戳文本格式：SQL（&apos;2024-01-31 12:00:00.123&apos;）或 ISO-8601（&apos;2024-01-31T12:00:00.123&apos;）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>What to do with a NULL map key when writing: fail, drop the entry, or write json.map-null-key.literal.</source>
        <translation>写入时如何处理 NULL 映射键：失败、丢弃该条目，或写入 json.map-null-key.literal。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Key text written for NULL map keys in LITERAL mode.</source>
        <translation>LITERAL 模式下为 NULL 映射键写入的键文本。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Leave NULL columns out of written objects instead of writing null.</source>
        <translation>写入对象时省略 NULL 列，而不是写入 null。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write DECIMAL values without exponent notation.</source>
        <translation>写入 DECIMAL 值时不使用指数表示法。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The whole message as one column of bytes or text.</source>
        <translation>将整条消息作为一个字节或文本列。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Character set used to decode and encode a string column.</source>
        <translation>用于解码和编码字符串列的字符集。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Byte order of numeric columns.</source>
        <translation>数值列的字节序。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the type of x</source>
        <translation>x 的类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The absolute value of x.</source>
        <translation>x 的绝对值。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DOUBLE</source>
        <translation>DOUBLE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The arc cosine of x; NaN outside [-1, 1].</source>
        <translation>x 的反余弦；超出 [-1, 1] 时为 NaN。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The arc sine of x; NaN outside [-1, 1].</source>
        <translation>x 的反正弦；超出 [-1, 1] 时为 NaN。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The arc tangent of x.</source>
        <translation>x 的反正切。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The angle of the point (x, y) from the positive x axis, in radians.</source>
        <translation>点 (x, y) 相对于 x 正半轴的角度，以弧度表示。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>STRING</source>
        <translation>STRING</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>n in binary, as text (two&apos;s complement below zero).</source>
        <translation>n 的二进制文本表示（负数使用二进制补码）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the type of x (DECIMAL: scale 0)</source>
        <translation>x 的类型（DECIMAL：小数位数为 0）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The smallest integral value not below x; a date, time or timestamp rounded up to a unit (MILLENNIUM ... WEEK, DAY, HOUR, MINUTE, SECOND, MILLISECOND).</source>
        <translation>不小于 x 的最小整数值；对于日期、时间或时间戳，则向上取整到某个单位（MILLENNIUM ... WEEK、DAY、HOUR、MINUTE、SECOND、MILLISECOND）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cosine of x (radians).</source>
        <translation>x 的余弦（弧度）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The hyperbolic cosine of x.</source>
        <translation>x 的双曲余弦。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The cotangent of x (radians).</source>
        <translation>x 的余切（弧度）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Converts radians to degrees.</source>
        <translation>将弧度转换为角度。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DOUBLE NOT NULL</source>
        <translation>DOUBLE NOT NULL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The constant e.</source>
        <translation>常数 e。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>e raised to the power x.</source>
        <translation>e 的 x 次幂。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The largest integral value not above x; a date, time or timestamp rounded down to a unit (MILLENNIUM ... WEEK, DAY, HOUR, MINUTE, SECOND, MILLISECOND).</source>
        <translation>不大于 x 的最大整数值；对于日期、时间或时间戳，则向下取整到某个单位（MILLENNIUM ... WEEK、DAY、HOUR、MINUTE、SECOND、MILLISECOND）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>n in hexadecimal, or the hexadecimal of the string&apos;s UTF-8 bytes, in upper case.</source>
        <translation>n 的十六进制表示，或字符串 UTF-8 字节的十六进制表示，以大写字母表示。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The natural logarithm of x.</source>
        <translation>x 的自然对数。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The natural logarithm of x, or its logarithm to the given base.</source>
        <translation>x 的自然对数，或以给定底数为底的对数。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The base-10 logarithm of x.</source>
        <translation>x 以 10 为底的对数。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The base-2 logarithm of x.</source>
        <translation>x 以 2 为底的对数。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the type of b (integers)</source>
        <translation>b 的类型（整数）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The remainder of a divided by b, with the sign of a.</source>
        <translation>a 除以 b 的余数，符号与 a 相同。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The constant pi.</source>
        <translation>常数 pi。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>base raised to the power exponent.</source>
        <translation>base 的 exponent 次幂。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Converts degrees to radians.</source>
        <translation>将角度转换为弧度。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the type of x (DECIMAL: the kept scale)</source>
        <translation>x 的类型（DECIMAL：保留的小数位数）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rounds x half away from zero to the given number of decimal places (0 by default).</source>
        <translation>将 x 四舍五入（中间值向远离零的方向舍入）到给定的小数位数（默认为 0）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>-1, 0 or 1 as x is negative, zero or positive.</source>
        <translation>x 为负数、零或正数时，分别返回 -1、0 或 1。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sine of x (radians).</source>
        <translation>x 的正弦（弧度）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The hyperbolic sine of x.</source>
        <translation>x 的双曲正弦。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The square root of x; NaN below zero.</source>
        <translation>x 的平方根；小于零时为 NaN。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The tangent of x (radians).</source>
        <translation>x 的正切（弧度）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The hyperbolic tangent of x.</source>
        <translation>x 的双曲正切。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cuts x toward zero to the given number of decimal places (0 by default).</source>
        <translation>将 x 向零截断到给定的小数位数（默认为 0）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>INT</source>
        <translation>INT</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The numeric value of the string&apos;s first byte.</source>
        <translation>字符串第一个字节的数值。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The number of characters of the string (CHAR_LENGTH).</source>
        <translation>字符串的字符数（CHAR_LENGTH）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The number of characters of the string.</source>
        <translation>字符串的字符数。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The character whose code is n modulo 256.</source>
        <translation>编码为 n 对 256 取模的字符。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The strings joined; NULL when any is NULL.</source>
        <translation>拼接后的字符串；任一参数为 NULL 时返回 NULL。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The non-NULL strings joined with the separator between them.</source>
        <translation>用分隔符连接所有非 NULL 字符串得到的结果。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The string with the first letter of each word in upper case and the rest in lower case.</source>
        <translation>每个单词首字母大写、其余字母小写后的字符串。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The position of the n-th occurrence of needle in str, searching from from (backwards when negative).</source>
        <translation>needle 在 str 中第 n 次出现的位置，从 from 开始查找（为负时反向查找）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first n characters of the string.</source>
        <translation>字符串的前 n 个字符。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 1-based position of needle in str at or after from, 0 when absent.</source>
        <translation>needle 在 str 中位于 from 或其后的位置（从 1 开始），不存在时为 0。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the type of str</source>
        <translation>str 的类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The string in lower case.</source>
        <translation>小写形式的字符串。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The string padded on the left with pad (or cut) to length characters.</source>
        <translation>在左侧用 pad 填充（或截断）到 length 个字符的字符串。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removes the spaces at the start of the string.</source>
        <translation>删除字符串开头的空格。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The string with length characters from start replaced.</source>
        <translation>将从 start 开始的 length 个字符替换后的字符串。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A part of the URL (HOST, PATH, QUERY, REF, PROTOCOL, FILE, AUTHORITY, USERINFO), or the value of a query parameter.</source>
        <translation>URL 的某一部分（HOST、PATH、QUERY、REF、PROTOCOL、FILE、AUTHORITY、USERINFO），或某个查询参数的值。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 1-based position of the first occurrence of needle in str, 0 when absent.</source>
        <translation>needle 在 str 中首次出现的位置（从 1 开始），不存在时为 0。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BOOLEAN</source>
        <translation>BOOLEAN</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether a part of the string matches the regular expression.</source>
        <translation>字符串的某一部分是否匹配该正则表达式。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The text the given group (0: the whole match) of the first match captured.</source>
        <translation>第一个匹配中给定分组（0：整个匹配）捕获的文本。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The string with every match of the regular expression replaced (literally).</source>
        <translation>将正则表达式的每个匹配都（按字面）替换后的字符串。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The string repeated n times (&apos;&apos; for n &lt;= 0).</source>
        <translation>将字符串重复 n 次（n &lt;= 0 时为 &apos;&apos;）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The string with every occurrence of search replaced.</source>
        <translation>将每个 search 出现处都替换后的字符串。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The string&apos;s characters in reverse order.</source>
        <translation>字符顺序反转后的字符串。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last n characters of the string.</source>
        <translation>字符串的最后 n 个字符。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The string padded on the right with pad (or cut) to length characters.</source>
        <translation>在右侧用 pad 填充（或截断）到 length 个字符的字符串。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removes the spaces at the end of the string.</source>
        <translation>删除字符串末尾的空格。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ARRAY&lt;STRING&gt;</source>
        <translation>ARRAY&lt;STRING&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The pieces of the string split at the delimiter.</source>
        <translation>按分隔符拆分字符串得到的各个片段。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The piece at the 0-based index of the string split at the delimiter.</source>
        <translation>按分隔符拆分字符串后，位于给定索引（从 0 开始）处的片段。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MAP&lt;STRING, STRING&gt;</source>
        <translation>MAP&lt;STRING, STRING&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Splits the string into key/value pairs (&apos;,&apos; and &apos;=&apos; by default; both regular expressions).</source>
        <translation>将字符串拆分为键值对（默认使用 &apos;,&apos; 和 &apos;=&apos;；二者均为正则表达式）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The part of the string from the 1-based start (SUBSTRING).</source>
        <translation>字符串从 start（从 1 开始）起的部分（SUBSTRING）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The part of the string from the 1-based start, optionally of the given length.</source>
        <translation>字符串从 start（从 1 开始）起的部分，可指定长度。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Removes the given characters (spaces by default) from one or both ends.</source>
        <translation>从一端或两端删除给定字符（默认为空格）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The string in upper case.</source>
        <translation>大写形式的字符串。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reads a &apos;yyyy-MM-dd HH:mm:ss&apos; time in one zone and writes it in another.</source>
        <translation>按一个时区读取 &apos;yyyy-MM-dd HH:mm:ss&apos; 格式的时间，并按另一个时区写出。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DATE NOT NULL</source>
        <translation>DATE NOT NULL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Today in the session time zone.</source>
        <translation>会话时区中的今天日期。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TIMESTAMP_LTZ(3) NOT NULL</source>
        <translation>TIMESTAMP_LTZ(3) NOT NULL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The current instant, evaluated for every row.</source>
        <translation>当前时刻，对每一行都会重新计算。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TIME(0) NOT NULL</source>
        <translation>TIME(0) NOT NULL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The current time of day in the session time zone.</source>
        <translation>会话时区中的当前时间（一天中的时刻）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The current instant, evaluated for every row in streaming.</source>
        <translation>当前时刻，在流模式下对每一行都会重新计算。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The timestamp as text in a java.time pattern such as &apos;yyyy-MM-dd HH:mm&apos;.</source>
        <translation>按 java.time 模式（如 &apos;yyyy-MM-dd HH:mm&apos;）格式化的时间戳文本。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BIGINT</source>
        <translation>BIGINT</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The day of the month (1 to 31).</source>
        <translation>月中的第几天（1 到 31）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The day of the week, 1 (Sunday) to 7 (Saturday).</source>
        <translation>星期几，1（星期日）到 7（星期六）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The day of the year (1 to 366).</source>
        <translation>年中的第几天（1 到 366）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A field (YEAR, MONTH, DAY, HOUR, ..., DOW, DOY, WEEK, EPOCH) of a date, time, timestamp or interval.</source>
        <translation>日期、时间、时间戳或时间间隔的某个字段（YEAR、MONTH、DAY、HOUR、...、DOW、DOY、WEEK、EPOCH）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An epoch number of seconds as text in the session time zone, in a SimpleDateFormat pattern (&apos;yyyy-MM-dd HH:mm:ss&apos; by default).</source>
        <translation>按会话时区将纪元秒数格式化为文本，使用 SimpleDateFormat 模式（默认为 &apos;yyyy-MM-dd HH:mm:ss&apos;）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The hour of the day (0 to 23).</source>
        <translation>一天中的小时（0 到 23）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TIMESTAMP(3) NOT NULL</source>
        <translation>TIMESTAMP(3) NOT NULL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The current date and time in the session time zone.</source>
        <translation>会话时区中的当前日期和时间。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The minute of the hour (0 to 59).</source>
        <translation>小时中的分钟（0 到 59）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The month (1 to 12) of a date.</source>
        <translation>日期的月份（1 到 12）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The current instant (CURRENT_TIMESTAMP).</source>
        <translation>当前时刻（CURRENT_TIMESTAMP）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The quarter (1 to 4) of a date.</source>
        <translation>日期的季度（1 到 4）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The second of the minute (0 to 59).</source>
        <translation>分钟中的秒（0 到 59）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the type of value</source>
        <translation>value 的类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The date, time or timestamp n units later.</source>
        <translation>n 个单位之后的日期、时间或时间戳。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The number of whole units (SECOND, MINUTE, HOUR, DAY, WEEK, MONTH, QUARTER, YEAR) from one date or timestamp to another.</source>
        <translation>从一个日期或时间戳到另一个之间的完整单位（SECOND、MINUTE、HOUR、DAY、WEEK、MONTH、QUARTER、YEAR）数。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>DATE</source>
        <translation>DATE</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parses text into a date, by default in the &apos;yyyy-MM-dd&apos; layout.</source>
        <translation>将文本解析为日期，默认格式为 &apos;yyyy-MM-dd&apos;。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TIMESTAMP(3)</source>
        <translation>TIMESTAMP(3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Parses text into a timestamp, by default in the &apos;yyyy-MM-dd HH:mm:ss&apos; layout.</source>
        <translation>将文本解析为时间戳，默认格式为 &apos;yyyy-MM-dd HH:mm:ss&apos;。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TIMESTAMP_LTZ(3)</source>
        <translation>TIMESTAMP_LTZ(3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The instant of an epoch number of seconds (precision 0) or milliseconds (precision 3).</source>
        <translation>纪元秒数（精度 0）或毫秒数（精度 3）对应的时刻。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The current epoch seconds, or those of text in the session time zone (Long.MIN_VALUE when it does not parse).</source>
        <translation>当前的纪元秒数，或按会话时区解析文本得到的纪元秒数（无法解析时为 Long.MIN_VALUE）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The ISO week (1 to 53) of a date.</source>
        <translation>日期的 ISO 周数（1 到 53）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The year of a date or timestamp.</source>
        <translation>日期或时间戳的年份。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the common type</source>
        <translation>公共类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first argument that is not NULL.</source>
        <translation>第一个不为 NULL 的参数。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The largest argument; NULL when any argument is NULL.</source>
        <translation>最大的参数；任一参数为 NULL 时返回 NULL。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the common type of then and else</source>
        <translation>then 与 else 的公共类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>then when the condition is TRUE, else otherwise (also when it is NULL).</source>
        <translation>条件为 TRUE 时返回 then，否则（包括条件为 NULL 时）返回 else。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>replacement when value is NULL, else value.</source>
        <translation>value 为 NULL 时返回 replacement，否则返回 value。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BOOLEAN NOT NULL</source>
        <translation>BOOLEAN NOT NULL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether every character of the string is a letter (FALSE for &apos;&apos; and NULL).</source>
        <translation>字符串的每个字符是否都是字母（&apos;&apos; 和 NULL 返回 FALSE）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether the string reads as a number (FALSE for &apos;&apos; and NULL).</source>
        <translation>字符串是否可读作数字（&apos;&apos; 和 NULL 返回 FALSE）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether every character of the string is a digit (FALSE for &apos;&apos; and NULL).</source>
        <translation>字符串的每个字符是否都是数字（&apos;&apos; 和 NULL 返回 FALSE）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The smallest argument; NULL when any argument is NULL.</source>
        <translation>最小的参数；任一参数为 NULL 时返回 NULL。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the type of a, nullable</source>
        <translation>a 的类型，可为空</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NULL when a equals b, else a.</source>
        <translation>a 等于 b 时返回 NULL，否则返回 a。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>type</source>
        <translation>type</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Converts the value to the type, failing the job where that is impossible.</source>
        <translation>将值转换为指定类型，无法转换时作业失败。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>type, nullable</source>
        <translation>type，可为空</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Converts the value to the type, giving NULL where that is impossible.</source>
        <translation>将值转换为指定类型，无法转换时返回 NULL。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The logical type of the value, as text.</source>
        <translation>值的逻辑类型，以文本形式表示。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the array&apos;s type</source>
        <translation>数组的类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The array with the element added at its end.</source>
        <translation>在末尾追加该元素后的数组。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the arrays&apos; type</source>
        <translation>各数组的类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The arrays joined end to end.</source>
        <translation>首尾相接拼接后的数组。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether the array holds the element.</source>
        <translation>数组是否包含该元素。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The array without repeated elements, each where it first appears.</source>
        <translation>去除重复元素后的数组，每个元素保留在其首次出现的位置。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the arrays&apos; common type</source>
        <translation>各数组的公共类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The distinct elements of the first array that the second lacks.</source>
        <translation>第一个数组中有而第二个数组中没有的不重复元素。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The distinct elements of the first array that the second also holds.</source>
        <translation>第一个数组中有且第二个数组中也有的不重复元素。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The string elements joined by the delimiter.</source>
        <translation>用分隔符连接的字符串元素。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the element type</source>
        <translation>元素类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The largest non-NULL element.</source>
        <translation>最大的非 NULL 元素。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The smallest non-NULL element.</source>
        <translation>最小的非 NULL 元素。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The 1-based position of the element&apos;s first occurrence, 0 when absent.</source>
        <translation>元素首次出现的位置（从 1 开始），不存在时为 0。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The array with the element added at its start.</source>
        <translation>在开头添加该元素后的数组。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The array without every element equal to the given one.</source>
        <translation>去除所有等于给定元素的元素后的数组。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The elements in reverse order.</source>
        <translation>按相反顺序排列的元素。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The elements from start to end (1-based, inclusive; negative positions count from the end).</source>
        <translation>从 start 到 end 的元素（从 1 开始计数，包含两端；负数位置从末尾倒数）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The array sorted, ascending by default; NULL elements first when ascending, last when descending, unless nullsFirst says otherwise.</source>
        <translation>排序后的数组，默认升序；除非 nullsFirst 另有指定，升序时 NULL 元素排在最前，降序时排在最后。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The distinct elements of both arrays, each where it first appears.</source>
        <translation>两个数组的不重复元素，每个元素保留在其首次出现的位置。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The number of elements of an array or entries of a map.</source>
        <translation>数组的元素个数或 map 的条目数。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The only element of a one-element array, NULL for an empty array; the job fails for a longer one.</source>
        <translation>单元素数组中的唯一元素，空数组返回 NULL；元素更多时作业失败。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ARRAY&lt;ROW&lt;key, value&gt;&gt;</source>
        <translation>ARRAY&lt;ROW&lt;key, value&gt;&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The map&apos;s entries as rows of key and value.</source>
        <translation>map 的条目，以由键和值组成的行表示。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MAP</source>
        <translation>MAP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A map pairing the keys array with the values array, which must be as long.</source>
        <translation>将键数组与值数组一一配对而成的 map，两个数组长度必须相同。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ARRAY of the key type</source>
        <translation>键类型的 ARRAY</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The map&apos;s keys.</source>
        <translation>map 的键。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the maps&apos; common type</source>
        <translation>各 map 的公共类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The maps merged, a later map winning on a repeated key; NULL when any map is NULL. The maps&apos; types may differ only in nullability and string lengths.</source>
        <translation>合并后的 map，键重复时以靠后的 map 为准；任一 map 为 NULL 时返回 NULL。各 map 的类型只能在可空性和字符串长度上有所不同。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ARRAY of the value type</source>
        <translation>值类型的 ARRAY</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The map&apos;s values.</source>
        <translation>map 的值。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether the string is valid JSON (of the given kind); FALSE for NULL.</source>
        <translation>字符串是否为（给定种类的）有效 JSON；NULL 返回 FALSE。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>STRING NOT NULL</source>
        <translation>STRING NOT NULL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A JSON array of the values; NULL values left out unless NULL ON NULL.</source>
        <translation>由各值组成的 JSON 数组；除非指定 NULL ON NULL，否则忽略 NULL 值。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>VARCHAR(2000) NOT NULL</source>
        <translation>VARCHAR(2000) NOT NULL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aggregates values in arrival order into one JSON array; NULL values left out unless NULL ON NULL.</source>
        <translation>按到达顺序将值聚合为一个 JSON 数组；除非指定 NULL ON NULL，否则忽略 NULL 值。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whether the JSON path finds a value.</source>
        <translation>JSON 路径是否能找到值。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A JSON object of the key/value pairs, keys sorted; NULL values written as null unless ABSENT ON NULL.</source>
        <translation>由键/值对组成的 JSON 对象，键已排序；除非指定 ABSENT ON NULL，否则 NULL 值写为 null。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Aggregates key/value pairs into one JSON object, keys sorted; NULL values written as null unless ABSENT ON NULL; a repeated key fails the job.</source>
        <translation>将键/值对聚合为一个 JSON 对象，键已排序；除非指定 ABSENT ON NULL，否则 NULL 值写为 null；键重复时作业失败。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The JSON object or array the JSON path finds, as text.</source>
        <translation>JSON 路径找到的 JSON 对象或数组，以文本形式表示。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The value serialized as JSON; NULL for NULL.</source>
        <translation>序列化为 JSON 的值；NULL 返回 NULL。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>STRING, or the RETURNING type</source>
        <translation>STRING，或 RETURNING 指定的类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The scalar the JSON path finds.</source>
        <translation>JSON 路径找到的标量值。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ARRAY of the common type</source>
        <translation>公共类型的 ARRAY</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An ARRAY of the arguments; its elements are read with arr[i], counting from 1.</source>
        <translation>由各参数组成的 ARRAY；用 arr[i] 读取其元素，从 1 开始计数。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MAP of the common key and value types</source>
        <translation>键和值分别为公共类型的 MAP</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A MAP of the key/value pairs; values are read with map[key].</source>
        <translation>由键/值对组成的 MAP；用 map[key] 读取值。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ROW&lt;EXPR$0 ..., EXPR$1 ...&gt;</source>
        <translation>ROW&lt;EXPR$0 ..., EXPR$1 ...&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A ROW value of the arguments; its fields are read with row.field.</source>
        <translation>由各参数组成的 ROW 值；用 row.field 读取其字段。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BIGINT NOT NULL</source>
        <translation>BIGINT NOT NULL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>In a GROUP BY with GROUPING SETS, ROLLUP or CUBE: 1 when the row&apos;s grouping set leaves expr out, else 0; with several expressions, their bits as one number (the first highest).</source>
        <translation>用于带 GROUPING SETS、ROLLUP 或 CUBE 的 GROUP BY：若该行所属的分组集不包含 expr 则为 1，否则为 0；有多个表达式时，将各位组合为一个数字（第一个表达式为最高位）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The GROUPING bits of the expressions as one number, the first expression highest.</source>
        <translation>各表达式的 GROUPING 位组合成的一个数字，第一个表达式为最高位。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Tells apart the rows of a grouping set listed more than once: 0 for its first listing, then 1, 2, ...</source>
        <translation>区分被多次列出的分组集所产生的行：第一次列出为 0，之后依次为 1、2、...</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The text the bytes encode in the charset.</source>
        <translation>字节按该字符集编码的文本。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>BINARY(1)</source>
        <translation>BINARY(1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The string&apos;s bytes in the charset (US-ASCII, ISO-8859-1, UTF-8, UTF-16BE, UTF-16LE, UTF-16).</source>
        <translation>字符串在该字符集（US-ASCII、ISO-8859-1、UTF-8、UTF-16BE、UTF-16LE、UTF-16）下的字节。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Decodes Base64 text; the job fails on text that is not Base64.</source>
        <translation>解码 Base64 文本；文本不是 Base64 时作业失败。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CHAR(32)</source>
        <translation>CHAR(32)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The MD5 digest of the string&apos;s UTF-8 bytes, in hex.</source>
        <translation>字符串 UTF-8 字节的 MD5 摘要，以十六进制表示。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CHAR(40)</source>
        <translation>CHAR(40)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The SHA-1 digest of the string, in hex.</source>
        <translation>字符串的 SHA-1 摘要，以十六进制表示。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>VARCHAR(128)</source>
        <translation>VARCHAR(128)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The SHA-2 digest of the given length (224, 256, 384 or 512) of the string, in hex.</source>
        <translation>字符串的给定长度（224、256、384 或 512）的 SHA-2 摘要，以十六进制表示。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CHAR(56)</source>
        <translation>CHAR(56)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The SHA-224 digest of the string, in hex.</source>
        <translation>字符串的 SHA-224 摘要，以十六进制表示。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CHAR(64)</source>
        <translation>CHAR(64)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The SHA-256 digest of the string, in hex.</source>
        <translation>字符串的 SHA-256 摘要，以十六进制表示。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CHAR(96)</source>
        <translation>CHAR(96)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The SHA-384 digest of the string, in hex.</source>
        <translation>字符串的 SHA-384 摘要，以十六进制表示。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CHAR(128)</source>
        <translation>CHAR(128)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The SHA-512 digest of the string, in hex.</source>
        <translation>字符串的 SHA-512 摘要，以十六进制表示。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The string&apos;s UTF-8 bytes in Base64.</source>
        <translation>字符串 UTF-8 字节的 Base64 编码。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The name of the session&apos;s current database (default_database).</source>
        <translation>会话当前数据库的名称（default_database）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A pseudo-random number in [0, 1); with a seed, the same sequence every run.</source>
        <translation>[0, 1) 区间内的伪随机数；指定种子时，每次运行得到相同的序列。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A pseudo-random integer in [0, bound); with a seed, the same sequence every run.</source>
        <translation>[0, bound) 区间内的伪随机整数；指定种子时，每次运行得到相同的序列。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The timestamp of the DataStream record underneath the row.</source>
        <translation>该行底层 DataStream 记录的时间戳。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the engine&apos;s rows have no DataStream records</source>
        <translation>内置引擎的行没有 DataStream 记录</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CHAR(36) NOT NULL</source>
        <translation>CHAR(36) NOT NULL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A random (version 4) UUID as text.</source>
        <translation>随机生成的（版本 4）UUID，以文本形式表示。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>An estimate of the number of distinct non-NULL values of x, by Flink&apos;s HyperLogLog++ sketch (2^14 registers, XXH64 hashes): exact up to a few thousand values, within about 1% beyond (batch mode only, as in Flink). Between about 41,000 and 82,000 distinct values Flink also subtracts an empirical bias the engine does not apply, so the two estimates differ there (by up to about 2%).</source>
        <translation>x 的不重复非 NULL 值个数的估计值，由 Flink 的 HyperLogLog++ 草图（2^14 个寄存器，XXH64 哈希）计算：几千个值以内是精确的，超出后误差约在 1% 以内（与 Flink 一样仅限批模式）。不重复值约在 41,000 到 82,000 之间时，Flink 还会减去一个内置引擎不会应用的经验偏差，因此两者的估计值在此区间会有差异（最多约 2%）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>ARRAY&lt;type of x&gt;</source>
        <translation>ARRAY&lt;x 的类型&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The values of x in arrival order as an array, NULLs included unless IGNORE NULLS; NULL when there are none.</source>
        <translation>按到达顺序排列的 x 值组成的数组，除非指定 IGNORE NULLS，否则包含 NULL；没有值时返回 NULL。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The mean of the non-NULL values of x, in x&apos;s type (AVG of INT is INT).</source>
        <translation>x 的非 NULL 值的平均值，类型与 x 相同（INT 的 AVG 为 INT）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MULTISET&lt;type of x&gt; NOT NULL</source>
        <translation>MULTISET&lt;x 的类型&gt; NOT NULL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The non-NULL values of x as a multiset (value -&gt; count).</source>
        <translation>x 的非 NULL 值组成的多重集合（值 -&gt; 计数）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Counts rows, or the non-NULL (optionally distinct) values of x.</source>
        <translation>统计行数，或 x 的非 NULL（可选去重）值的个数。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The first non-NULL value of x (of numbers, booleans, VARCHAR and DECIMAL); over an updating input, the first one still held.</source>
        <translation>x 的第一个非 NULL 值（适用于数值、布尔值、VARCHAR 和 DECIMAL）；对于持续更新的输入，取仍保留的第一个值。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The last non-NULL value of x (of numbers, booleans, VARCHAR and DECIMAL); over an updating input, the last one still held.</source>
        <translation>x 的最后一个非 NULL 值（适用于数值、布尔值、VARCHAR 和 DECIMAL）；对于持续更新的输入，取仍保留的最后一个值。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The non-NULL values of x in arrival order, joined by the separator literal (&apos;,&apos; by default); NULL when there are none.</source>
        <translation>按到达顺序用分隔符字面量（默认为 &apos;,&apos;）连接的 x 的非 NULL 值；没有值时返回 NULL。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The largest non-NULL value of x.</source>
        <translation>x 的最大非 NULL 值。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The smallest non-NULL value of x.</source>
        <translation>x 的最小非 NULL 值。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the AVG type of x</source>
        <translation>x 的 AVG 结果类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sample standard deviation (STDDEV_SAMP).</source>
        <translation>样本标准差（STDDEV_SAMP）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The population standard deviation of the non-NULL values of x (integers stay integers).</source>
        <translation>x 的非 NULL 值的总体标准差（整数仍为整数）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sample standard deviation of the non-NULL values of x; NULL for one value.</source>
        <translation>x 的非 NULL 值的样本标准差；只有一个值时返回 NULL。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the sum type of x</source>
        <translation>x 的求和结果类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Adds up the non-NULL values of x; NULL when there are none.</source>
        <translation>对 x 的非 NULL 值求和；没有值时返回 NULL。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sample variance (VAR_SAMP).</source>
        <translation>样本方差（VAR_SAMP）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The population variance of the non-NULL values of x.</source>
        <translation>x 的非 NULL 值的总体方差。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sample variance of the non-NULL values of x; NULL for one value.</source>
        <translation>x 的非 NULL 值的样本方差；只有一个值时返回 NULL。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The fraction of the partition&apos;s rows ordered at or before the row, its peers included (batch mode only, as in Flink).</source>
        <translation>分区中排序在该行或其之前的行（包括与其并列的行）所占的比例（与 Flink 一样仅限批模式）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rank of the row in its partition, without gaps after ties.</source>
        <translation>该行在其分区中的排名，并列之后不留空缺。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The value of x offset rows (1 by default) before the current row of the window.</source>
        <translation>窗口中当前行之前第 offset 行（默认为 1）的 x 值。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The value of x offset rows after the current row (Flink runs it in batch mode only).</source>
        <translation>当前行之后第 offset 行的 x 值（Flink 仅在批模式下运行）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The bucket (1 to n) of the row in its partition, the first (rows % n) buckets one row larger (batch mode only, as in Flink).</source>
        <translation>该行在其分区中所属的桶（1 到 n），前 (rows % n) 个桶各多一行（与 Flink 一样仅限批模式）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(rank - 1) / (rows - 1) of the row in its partition, 0 for a single row (batch mode only, as in Flink).</source>
        <translation>该行在其分区中的 (rank - 1) / (rows - 1)，只有一行时为 0（与 Flink 一样仅限批模式）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The rank of the row in its partition, with gaps after ties (Top-N with rk &lt;= N).</source>
        <translation>该行在其分区中的排名，并列之后留有空缺（用 rk &lt;= N 实现 Top-N）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Numbers the rows of each partition from 1 in the window&apos;s order; filtered with rn &lt;= N it expresses Top-N and deduplication.</source>
        <translation>按窗口的排序从 1 开始为每个分区的行编号；用 rn &lt;= N 过滤即可实现 Top-N 和去重。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>window_start, window_end, window_time</source>
        <translation>window_start, window_end, window_time</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assigns each row to windows that share a start and grow by step up to size.</source>
        <translation>将每一行分配到起点相同、以 step 为步长增长直至 size 的窗口中。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assigns each row to every fixed-size window covering it, windows starting every slide.</source>
        <translation>将每一行分配到覆盖它的所有固定大小窗口中，每隔 slide 开始一个窗口。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the GROUP BY HOP window.</source>
        <translation>GROUP BY HOP 窗口的结束时间。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TIMESTAMP_LTZ(3) *PROCTIME*</source>
        <translation>TIMESTAMP_LTZ(3) *PROCTIME*</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A processing-time attribute for the window&apos;s results.</source>
        <translation>窗口结果的处理时间属性。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TIMESTAMP(3) *ROWTIME*</source>
        <translation>TIMESTAMP(3) *ROWTIME*</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The window&apos;s last millisecond as a rowtime attribute.</source>
        <translation>窗口的最后一毫秒，作为行时间属性。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The start of the GROUP BY HOP window.</source>
        <translation>GROUP BY HOP 窗口的开始时间。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Groups rows into sessions that close after gap without rows.</source>
        <translation>将行分组为会话，在 gap 时长内没有行时会话关闭。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the GROUP BY SESSION window.</source>
        <translation>GROUP BY SESSION 窗口的结束时间。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A processing-time attribute for the session&apos;s results.</source>
        <translation>会话结果的处理时间属性。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The session&apos;s last millisecond as a rowtime attribute.</source>
        <translation>会话的最后一毫秒，作为行时间属性。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The start of the GROUP BY SESSION window.</source>
        <translation>GROUP BY SESSION 窗口的开始时间。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Assigns each row to one fixed-size window that does not overlap the others.</source>
        <translation>将每一行分配到一个固定大小、互不重叠的窗口中。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The end of the GROUP BY TUMBLE window.</source>
        <translation>GROUP BY TUMBLE 窗口的结束时间。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The window&apos;s last millisecond as a rowtime attribute, for windows downstream.</source>
        <translation>窗口的最后一毫秒，作为行时间属性，供下游窗口使用。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The start of the GROUP BY TUMBLE window.</source>
        <translation>GROUP BY TUMBLE 窗口的开始时间。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the rowtime&apos;s type, nullable</source>
        <translation>行时间属性的类型，可为空</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The watermark the operator has seen, NULL before the first one.</source>
        <translation>算子已接收到的水位线，在第一个水位线之前为 NULL。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Declares a processing-time attribute: the wall-clock time a row is processed at.</source>
        <translation>声明处理时间属性：即处理该行时的挂钟时间。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the rowtime&apos;s type</source>
        <translation>行时间属性的类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Takes the watermarks the source connector emits itself.</source>
        <translation>使用源表连接器自身发出的水位线。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>none of the engine&apos;s connectors emits its own watermarks</source>
        <translation>内置引擎的连接器都不会自行发出水位线</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the type of col</source>
        <translation>col 的类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>col on the n-th row (from 0) mapped to the pattern variable, or NULL.</source>
        <translation>映射到该模式变量的第 n 行（从 0 开始）上的 col，不存在时为 NULL。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>col on the n-th row from the end (0: the last) mapped to the pattern variable.</source>
        <translation>映射到该模式变量的倒数第 n 行（0 表示最后一行）上的 col。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The processing time a match is emitted at, as a proctime attribute.</source>
        <translation>发出匹配结果时的处理时间，作为 proctime 属性。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A match&apos;s time as a rowtime attribute, so windows and joins can follow the match.</source>
        <translation>匹配结果的时间，作为行时间属性，以便在匹配之后接窗口和 Join。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The current row&apos;s col; Flink refuses other offsets.</source>
        <translation>当前行的 col；Flink 不接受其他偏移量。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sets the state retention of this query&apos;s stateful operators per input: &apos;table_or_alias&apos; = &apos;duration&apos;.</source>
        <translation>按输入设置此查询中有状态算子的状态保留时间：&apos;table_or_alias&apos; = &apos;duration&apos;。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Overrides the table&apos;s WITH options for this query only: &apos;key&apos; = &apos;value&apos;.</source>
        <translation>仅对此查询覆盖表的 WITH 选项：&apos;key&apos; = &apos;value&apos;。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sets the state retention of each side of this regular join.</source>
        <translation>设置此常规 Join 每一侧的状态保留时间。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long the join keeps rows of its left input (a duration).</source>
        <translation>Join 保留其左侧输入行的时长（一个时长值）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>How long the join keeps rows of its right input (a duration).</source>
        <translation>Join 保留其右侧输入行的时长（一个时长值）。</translation>
    </message>
</context>
<context>
    <name>sluice::Engine</name>
    <message>
        <location filename="../widgets/parameters/set_statement_sync.cpp" line="+54"/>
        <source>line %1: the statement is not a valid SET (a value with spaces must be quoted; end it with &apos;;&apos;)</source>
        <translation>第 %1 行：该语句不是有效的 SET 语句（含空格的值必须加引号；以 &apos;;&apos; 结尾）</translation>
    </message>
    <message>
        <location filename="../engine/src/common/byte_codec.h" line="+77"/>
        <source>is not 0 or 1</source>
        <translation>不是 0 或 1</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>is longer than 10 bytes</source>
        <translation>超过 10 字节</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>counts more items than the file holds</source>
        <translation>计数的项数超过文件所含的项数</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 is corrupt: %2 at byte %3 %4</source>
        <translation>%1 已损坏：位于第 %3 字节的 %2 %4</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>runs past the end (%1 bytes)</source>
        <translation>超出末尾（%1 字节）</translation>
    </message>
    <message>
        <location filename="../engine/src/common/diagnostics.cpp" line="+21"/>
        <source>%1 runs on Flink; not supported by the embedded engine yet</source>
        <translation>%1 可在 Flink 上运行；内置引擎暂不支持</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 runs on Flink; not supported by the embedded engine yet; %2</source>
        <translation>%1 可在 Flink 上运行；内置引擎暂不支持；%2</translation>
    </message>
    <message>
        <location filename="../engine/src/common/filesystem_path.cpp" line="+25"/>
        <source>The path &apos;%1&apos; is on the &apos;%2&apos; file system, which runs on Flink; the embedded engine reads and writes local files only (a plain path or file:///...)</source>
        <translation>路径 &apos;%1&apos; 位于 &apos;%2&apos; 文件系统上，需在 Flink 上运行；内置引擎只能读写本地文件（普通路径或 file:///...）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The path &apos;%1&apos; names the host &apos;%2&apos;; the embedded engine reads local files only (file:///...)</source>
        <translation>路径 &apos;%1&apos; 指定了主机 &apos;%2&apos;；内置引擎只能读取本地文件（file:///...）</translation>
    </message>
    <message>
        <location filename="../engine/src/common/logical_type.cpp" line="+68"/>
        <source>%1 must be between %2 and %3 (both inclusive).</source>
        <translation>%1 必须介于 %2 和 %3 之间（包含两端）。</translation>
    </message>
    <message>
        <location line="+351"/>
        <source>Decimal precision</source>
        <translation>DECIMAL 精度</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Decimal scale must be between 0 and the precision %1 (both inclusive).</source>
        <translation>DECIMAL 小数位数必须介于 0 和精度 %1 之间（包含两端）。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Character string length</source>
        <translation>定长字符串长度</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Variable character string length</source>
        <translation>变长字符串长度</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Binary string length</source>
        <translation>定长二进制串长度</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Variable binary string length</source>
        <translation>变长二进制串长度</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Time precision</source>
        <translation>时间精度</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Timestamp precision</source>
        <translation>时间戳精度</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Timestamp with local time zone precision</source>
        <translation>带本地时区的时间戳精度</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Year precision of year-month intervals</source>
        <translation>年-月间隔的年份精度</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Day precision of day-time intervals</source>
        <translation>日-时间间隔的天数精度</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Fractional precision of day-time intervals</source>
        <translation>日-时间间隔的小数秒精度</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Field names must contain at least one non-whitespace character.</source>
        <translation>字段名必须至少包含一个非空白字符。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Field names must be unique. Found duplicates: [%1]</source>
        <translation>字段名必须唯一。发现重复项：[%1]</translation>
    </message>
    <message>
        <location filename="../engine/src/common/logical_type_merging.cpp" line="+426"/>
        <source>Cannot apply &apos;%1&apos; to arguments of type &apos;%2&apos; and &apos;%3&apos;</source>
        <translation>无法将 &apos;%1&apos; 应用于类型为 &apos;%2&apos; 和 &apos;%3&apos; 的参数</translation>
    </message>
    <message>
        <location filename="../engine/src/common/row_codec.cpp" line="+165"/>
        <source>corrupt row encoding: %1</source>
        <translation>行编码已损坏：%1</translation>
    </message>
    <message>
        <location line="+191"/>
        <location line="+24"/>
        <source>bad row kind</source>
        <translation>无效的行类型</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>truncated row</source>
        <translation>行被截断</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>trailing bytes after row</source>
        <translation>行之后有多余的字节</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>bad array length</source>
        <translation>无效的数组长度</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>truncated array</source>
        <translation>数组被截断</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>bad map size</source>
        <translation>无效的 map 大小</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>truncated map</source>
        <translation>map 被截断</translation>
    </message>
    <message>
        <location filename="../engine/src/common/time_zone.cpp" line="+236"/>
        <source>Invalid time zone. The value should be a Time Zone Database (TZDB) ID such as &apos;America/Los_Angeles&apos; to include daylight saving time. Fixed offsets are supported using &apos;GMT-03:00&apos; or &apos;GMT+03:00&apos;. Or use &apos;UTC&apos; without time zone and daylight saving time.</source>
        <translation>无效的时区。该值应为时区数据库（TZDB）ID，例如 &apos;America/Los_Angeles&apos;，以包含夏令时。固定偏移可使用 &apos;GMT-03:00&apos; 或 &apos;GMT+03:00&apos;。也可使用不含时区和夏令时的 &apos;UTC&apos;。</translation>
    </message>
    <message>
        <location filename="../engine/src/config/config_values.cpp" line="+95"/>
        <source>expected a duration: an integer and a unit (d, h, min, s, ms, micros, ns), e.g. &apos;10min&apos;, &apos;200 ms&apos; or &apos;3h&apos;; a bare number is milliseconds</source>
        <translation>应为时长：整数加单位（d、h、min、s、ms、micros、ns），例如 &apos;10min&apos;、&apos;200 ms&apos; 或 &apos;3h&apos;；不带单位的数字表示毫秒</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>invalid duration &apos;%1&apos;: %2</source>
        <translation>无效的时长 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+191"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="-182"/>
        <location line="+149"/>
        <source>the value is empty; %1</source>
        <translation>值为空；%1</translation>
    </message>
    <message>
        <location line="-137"/>
        <source>a duration cannot have a sign; %1</source>
        <translation>时长不能带符号；%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>ISO-8601 durations are not accepted by Flink; %1</source>
        <translation>Flink 不接受 ISO-8601 时长；%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+140"/>
        <source>it does not start with a number; %1</source>
        <translation>未以数字开头；%1</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>fractions are not allowed in Flink durations; use &apos;%1&apos; (%2)</source>
        <translation>Flink 时长不允许使用小数；请使用 &apos;%1&apos;（%2）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>fractions are not allowed in Flink durations (%1)</source>
        <translation>Flink 时长不允许使用小数（%1）</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+121"/>
        <source>the number &apos;%1&apos; does not fit in 64 bits (numeric overflow)</source>
        <translation>数字 &apos;%1&apos; 超出 64 位范围（数值溢出）</translation>
    </message>
    <message>
        <location line="-113"/>
        <source>&apos;m&apos; is not a unit; use &apos;%1&apos; for minutes or &apos;%2&apos; for milliseconds</source>
        <translation>&apos;m&apos; 不是单位；分钟请用 &apos;%1&apos;，毫秒请用 &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;us&apos; is not a Flink unit; use &apos;%1&apos; or &apos;%2&apos;</source>
        <translation>&apos;us&apos; 不是 Flink 单位；请使用 &apos;%1&apos; 或 &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>use &apos;%1&apos; for hours</source>
        <translation>小时请用 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>weeks are not a unit; use &apos;%1&apos;</source>
        <translation>周不是单位；请使用 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>weeks are not a unit</source>
        <translation>周不是单位</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+106"/>
        <source>the unit &apos;%1&apos; is not recognised</source>
        <translation>无法识别单位 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="-98"/>
        <source>the duration is too long to represent (over about 292 years in nanoseconds)</source>
        <translation>时长过长，无法表示（以纳秒计超过约 292 年）</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>expected a memory size: an integer and a unit (b, kb, mb, gb, tb; powers of 1024), e.g. &apos;4gb&apos; or &apos;1024 mb&apos;; a bare number is bytes</source>
        <translation>应为内存大小：整数加单位（b、kb、mb、gb、tb；按 1024 进制），例如 &apos;4gb&apos; 或 &apos;1024 mb&apos;；不带单位的数字表示字节</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>invalid memory size &apos;%1&apos;: %2</source>
        <translation>无效的内存大小 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>fractions are not allowed; use a smaller unit, e.g. &apos;1536 mb&apos; instead of &apos;1.5 gb&apos; (%1)</source>
        <translation>不允许使用小数；请使用更小的单位，例如用 &apos;1536 mb&apos; 代替 &apos;1.5 gb&apos;（%1）</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>use &apos;%1&apos; (Flink&apos;s units are already powers of 1024)</source>
        <translation>请使用 &apos;%1&apos;（Flink 的单位本身就是按 1024 进制）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the size does not fit in 64 bits (numeric overflow)</source>
        <translation>大小超出 64 位范围（数值溢出）</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>invalid boolean &apos;%1&apos;: expected true or false (any letter case)</source>
        <translation>无效的布尔值 &apos;%1&apos;：应为 true 或 false（不区分大小写）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>invalid %1 &apos;%2&apos;: expected a whole number such as 5000 or -1</source>
        <translation>无效的%1 &apos;%2&apos;：应为整数，例如 5000 或 -1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>invalid %1 &apos;%2&apos;: out of range [%3, %4]</source>
        <translation>无效的%1 &apos;%2&apos;：超出范围 [%3, %4]</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>integer</source>
        <translation>整数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>long integer</source>
        <translation>长整数</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>invalid number &apos;%1&apos;: expected a decimal number such as 0.4 or 1.5</source>
        <translation>无效的数字 &apos;%1&apos;：应为小数，例如 0.4 或 1.5</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>invalid number &apos;%1&apos;: out of range</source>
        <translation>无效的数字 &apos;%1&apos;：超出范围</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>invalid map &apos;%1&apos;: entry &apos;%2&apos; is not key:value (expected &apos;k1:v1,k2:v2&apos;)</source>
        <translation>无效的 map &apos;%1&apos;：条目 &apos;%2&apos; 不是 key:value 形式（应为 &apos;k1:v1,k2:v2&apos;）</translation>
    </message>
    <message>
        <location filename="../engine/src/config/configuration_rules.cpp" line="+74"/>
        <location filename="../engine/src/runtime/job_runner.cpp" line="+783"/>
        <location filename="../engine/src/sql/hint_parser.cpp" line="+20"/>
        <location filename="../engine/src/sql/parser.cpp" line="+193"/>
        <source>&apos;%1&apos;</source>
        <translation>&apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>unset</source>
        <translation>未设置</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>mini-batch is enabled, so %1 must be a positive number of records (it is %2)</source>
        <translation>已启用微批，因此 %1 必须是正的记录数（当前为 %2）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>mini-batch is enabled, so %1 must be a duration greater than zero, e.g. &apos;200 ms&apos; (it is %2)</source>
        <translation>已启用微批，因此 %1 必须是大于零的时长，例如 &apos;200 ms&apos;（当前为 %2）</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+61"/>
        <source>%1 has no effect while %2 is false</source>
        <translation>%2 为 false 时，%1 不起作用</translation>
    </message>
    <message>
        <location line="-49"/>
        <source>%1 must be at least 1 while source parallelism inference is on (it is %2)</source>
        <translation>开启源表并行度推断时，%1 必须至少为 1（当前为 %2）</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the maximum idle-state retention (%1 = %2) must be at least 5 minutes longer than the minimum (%3 = %4); Flink rejects the pair otherwise</source>
        <translation>空闲状态的最大保留时间（%1 = %2）必须比最小保留时间（%3 = %4）至少长 5 分钟；否则 Flink 会拒绝这组配置</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 is the legacy spelling of %2; set only one of them (%2 is the one used)</source>
        <translation>%1 是 %2 的旧写法；两者只能设置其一（实际使用的是 %2）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>TWO_PHASE aggregation needs mini-batch: without %1 = true streaming aggregations run in one phase</source>
        <translation>TWO_PHASE 聚合需要微批：未设置 %1 = true 时，流式聚合以单阶段运行</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1 is &apos;%2&apos;</source>
        <translation>%1 为 &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>with checkpointing on and no %1, Flink uses %2</source>
        <translation>开启检查点且未设置 %1 时，Flink 使用 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>without checkpointing and with no %1, Flink does not restart</source>
        <translation>未开启检查点且未设置 %1 时，Flink 不会重启</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1 only applies to the %2 restart strategy, but %3</source>
        <translation>%1 仅适用于 %2 重启策略，但 %3</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 has no effect: checkpointing stays off until %2 is set</source>
        <translation>%1 不起作用：在设置 %2 之前，检查点一直处于关闭状态</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>unaligned checkpoints only exist in EXACTLY_ONCE mode; with %1 = AT_LEAST_ONCE they are not used</source>
        <translation>非对齐检查点仅存在于 EXACTLY_ONCE 模式；%1 = AT_LEAST_ONCE 时不会使用</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>%1 (%2) is higher than %3 (%4); an operator cannot have more subtasks than key groups</source>
        <translation>%1（%2）高于 %3（%4）；算子的子任务数不能多于键组数</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 has no effect: %2 is &apos;hashmap&apos;, not &apos;rocksdb&apos;</source>
        <translation>%1 不起作用：%2 为 &apos;hashmap&apos;，而不是 &apos;rocksdb&apos;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 is ignored because %2 is set</source>
        <translation>由于已设置 %2，%1 被忽略</translation>
    </message>
    <message>
        <location filename="../engine/src/config/format_column_types.cpp" line="+20"/>
        <source>JSON format doesn&apos;t support non-string as key type of map. The type is: %1</source>
        <translation>JSON 格式不支持将非字符串类型作为 map 的键类型。该类型为：%1</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Unsupported type &apos;%1&apos; for field &apos;%2&apos;.</source>
        <translation>字段 &apos;%2&apos; 的类型 &apos;%1&apos; 不受支持。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Only simple types are supported in the second level nesting of fields &apos;%1&apos; but was: %2</source>
        <translation>字段 &apos;%1&apos; 的第二层嵌套中只支持简单类型，但实际为：%2</translation>
    </message>
    <message>
        <location filename="../engine/src/config/option_registry.cpp" line="+48"/>
        <source>&apos;%1&apos;: %2</source>
        <translation>&apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>between %1 and %2</source>
        <translation>介于 %1 和 %2 之间</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>at least %1</source>
        <translation>至少为 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>at most %1</source>
        <translation>至多为 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1, or -1</source>
        <translation>%1，或为 -1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&apos;%1&apos;: %2 is out of range; expected a value %3</source>
        <translation>&apos;%1&apos;：%2 超出范围；取值应%3</translation>
    </message>
    <message>
        <location line="+130"/>
        <source>&apos;%1&apos;: %2 is too short; expected at least %3</source>
        <translation>&apos;%1&apos;：%2 过短；应至少为 %3</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&apos;%1&apos;: invalid value &apos;%2&apos;; expected one of %3 (any letter case)</source>
        <translation>&apos;%1&apos;：无效值 &apos;%2&apos;；应为 %3 之一（不区分大小写）</translation>
    </message>
    <message>
        <location line="+150"/>
        <source>unknown option &apos;%1&apos;; did you mean &apos;%2&apos;?</source>
        <translation>未知选项 &apos;%1&apos;；您是否是指 &apos;%2&apos;？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unknown option &apos;%1&apos;</source>
        <translation>未知选项 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../engine/src/config/table_option_validator.cpp" line="+112"/>
        <source>the WITH clause has no &apos;connector&apos; option; supported connectors: %1</source>
        <translation>WITH 子句缺少 &apos;connector&apos; 选项；支持的连接器：%1</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>connector &apos;%1&apos; exists in Flink but not in the embedded engine; supported: %2</source>
        <translation>连接器 &apos;%1&apos; 在 Flink 中存在，但内置引擎不支持；支持的连接器：%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>unknown connector &apos;%1&apos;; did you mean &apos;%2&apos;? (supported: %3)</source>
        <translation>未知连接器 &apos;%1&apos;；您是否是指 &apos;%2&apos;？（支持的连接器：%3）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>unknown connector &apos;%1&apos; (supported: %2)</source>
        <translation>未知连接器 &apos;%1&apos;（支持的连接器：%2）</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>format &apos;%1&apos; is not supported by the %2 connector of the embedded engine (supported: %3)</source>
        <translation>内置引擎的 %2 连接器不支持格式 &apos;%1&apos;（支持的格式：%3）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>unknown format &apos;%1&apos;; did you mean &apos;%2&apos;? (supported: %3)</source>
        <translation>未知格式 &apos;%1&apos;；您是否是指 &apos;%2&apos;？（支持的格式：%3）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unknown format &apos;%1&apos; (supported: %2)</source>
        <translation>未知格式 &apos;%1&apos;（支持的格式：%2）</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>&apos;%1&apos; refers to column &apos;%2&apos;, which the table does not have; did you mean &apos;%3&apos;?</source>
        <translation>&apos;%1&apos; 引用了列 &apos;%2&apos;，但该表没有此列；您是否是指 &apos;%3&apos;？</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;%1&apos; refers to column &apos;%2&apos;, which the table does not have</source>
        <translation>&apos;%1&apos; 引用了列 &apos;%2&apos;，但该表没有此列</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>&apos;%1&apos; is an option of the %2 format, which this table does not use</source>
        <translation>&apos;%1&apos; 是 %2 格式的选项，而该表未使用此格式</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>unsupported option &apos;%1&apos; for connector &apos;%2&apos;; did you mean &apos;%3&apos;? (Flink rejects unknown table options)</source>
        <translation>连接器 &apos;%2&apos; 不支持选项 &apos;%1&apos;；您是否是指 &apos;%3&apos;？（Flink 会拒绝未知的表选项）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>unsupported option &apos;%1&apos; for connector &apos;%2&apos; (Flink rejects unknown table options)</source>
        <translation>连接器 &apos;%2&apos; 不支持选项 &apos;%1&apos;（Flink 会拒绝未知的表选项）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>connector &apos;%1&apos; requires the option &apos;%2&apos;</source>
        <translation>连接器 &apos;%1&apos; 需要选项 &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&apos;%1&apos; is required %2</source>
        <translation>&apos;%1&apos; 为必填项（%2）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>when &apos;%1&apos; is &apos;%2&apos;</source>
        <translation>当 &apos;%1&apos; 为 &apos;%2&apos; 时</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>column &apos;%1&apos; is %2, which cannot be a &apos;sequence&apos;: datagen makes sequences of numbers and strings only</source>
        <translation>列 &apos;%1&apos; 的类型是 %2，不能作为 &apos;sequence&apos;：datagen 只能生成数字和字符串的序列</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a &apos;sequence&apos; column</source>
        <translation>&apos;sequence&apos; 列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a random %1 column</source>
        <translation>随机生成的 %1 列</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos; does not apply to column &apos;%2&apos;: datagen takes no option but &apos;kind&apos; for %3 (Flink refuses the others)</source>
        <translation>&apos;%1&apos; 不适用于列 &apos;%2&apos;：对于%3，datagen 除 &apos;kind&apos; 外不接受任何选项（Flink 会拒绝其他选项）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;%1&apos; does not apply to column &apos;%2&apos;: datagen takes %3 for %4 (Flink refuses the others)</source>
        <translation>&apos;%1&apos; 不适用于列 &apos;%2&apos;：对于%4，datagen 只接受 %3（Flink 会拒绝其他选项）</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+1"/>
        <source>for a sequence field</source>
        <translation>用于序列字段时</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;seed&apos; is Sluice&apos;s own datagen option (reproducible rows): Flink refuses it (&quot;Unsupported options found for &apos;datagen&apos;&quot;), so remove it before running the job on Flink</source>
        <translation>&apos;seed&apos; 是 Sluice 自有的 datagen 选项（用于生成可复现的行）：Flink 不接受该选项（&quot;Unsupported options found for &apos;datagen&apos;&quot;），因此在 Flink 上运行作业前请将其删除</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&apos;topic&apos; and &apos;topic-pattern&apos; cannot both be set</source>
        <translation>&apos;topic&apos; 和 &apos;topic-pattern&apos; 不能同时设置</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>connector &apos;%1&apos; requires &apos;topic&apos; or &apos;topic-pattern&apos;</source>
        <translation>连接器 &apos;%1&apos; 需要 &apos;topic&apos; 或 &apos;topic-pattern&apos;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a &apos;kafka&apos; table in the &apos;%1&apos; format cannot have a PRIMARY KEY: its messages only add rows, so nothing keeps the key unique. Use the &apos;upsert-kafka&apos; connector, or a changelog format such as &apos;debezium-json&apos;</source>
        <translation>使用 &apos;%1&apos; 格式的 &apos;kafka&apos; 表不能定义 PRIMARY KEY：它的消息只会添加行，无法保证主键唯一。请使用 &apos;upsert-kafka&apos; 连接器，或使用 &apos;debezium-json&apos; 等变更日志格式</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>connector &apos;kafka&apos; requires &apos;format&apos; (or &apos;value.format&apos;)</source>
        <translation>连接器 &apos;kafka&apos; 需要 &apos;format&apos;（或 &apos;value.format&apos;）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;format&apos; is ignored because &apos;value.format&apos; is set</source>
        <translation>由于已设置 &apos;value.format&apos;，&apos;format&apos; 被忽略</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;key.format&apos; needs the key columns listed in &apos;key.fields&apos;</source>
        <translation>&apos;key.format&apos; 需要在 &apos;key.fields&apos; 中列出键列</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;key.fields&apos; can only be used together with &apos;key.format&apos;</source>
        <translation>&apos;key.fields&apos; 只能与 &apos;key.format&apos; 一起使用</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;key.fields&apos; names column &apos;%1&apos;, which the table does not have</source>
        <translation>&apos;key.fields&apos; 指定了列 &apos;%1&apos;，但该表没有此列</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&apos;%1&apos; expects &apos;partition:&lt;n&gt;,offset:&lt;n&gt;&apos; entries separated by &apos;;&apos;, e.g. &apos;partition:0,offset:42;partition:1,offset:300&apos;</source>
        <translation>&apos;%1&apos; 应为以 &apos;;&apos; 分隔的 &apos;partition:&lt;n&gt;,offset:&lt;n&gt;&apos; 条目，例如 &apos;partition:0,offset:42;partition:1,offset:300&apos;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;sink.partitioner&apos; expects &apos;default&apos;, &apos;fixed&apos;, &apos;round-robin&apos; or a Java class name, not &apos;%1&apos;</source>
        <translation>&apos;sink.partitioner&apos; 应为 &apos;default&apos;、&apos;fixed&apos;、&apos;round-robin&apos; 或 Java 类名，而不是 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>an &apos;upsert-kafka&apos; table needs a PRIMARY KEY (...) NOT ENFORCED: the key identifies the rows the messages update</source>
        <translation>&apos;upsert-kafka&apos; 表需要 PRIMARY KEY (...) NOT ENFORCED：主键用于标识消息所更新的行</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&apos;sink.buffer-flush.max-rows&apos; and &apos;sink.buffer-flush.interval&apos; must both be greater than zero to enable buffering, or both left at 0</source>
        <translation>&apos;sink.buffer-flush.max-rows&apos; 和 &apos;sink.buffer-flush.interval&apos; 必须都大于零才能启用缓冲，或都保持为 0</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;key.fields-prefix&apos; requires &apos;value.fields-include&apos; = &apos;EXCEPT_KEY&apos;</source>
        <translation>&apos;key.fields-prefix&apos; 要求 &apos;value.fields-include&apos; = &apos;EXCEPT_KEY&apos;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&apos;%1&apos; must be a single character (or an escape such as &apos;\t&apos;), not &apos;%2&apos;</source>
        <translation>&apos;%1&apos; 必须是单个字符（或 &apos;\t&apos; 这样的转义符），而不是 &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a quote character cannot be set while &apos;%1&apos; is true</source>
        <translation>&apos;%1&apos; 为 true 时不能设置引号字符</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&apos;%1&apos; and &apos;%2&apos; cannot both be true</source>
        <translation>&apos;%1&apos; 和 &apos;%2&apos; 不能同时为 true</translation>
    </message>
    <message>
        <location filename="../engine/src/connectors/connector_factory.cpp" line="+47"/>
        <source>The embedded engine cannot read connector &apos;%1&apos; yet</source>
        <translation>内置引擎暂不能读取连接器 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Source table &apos;%1&apos;: %2</source>
        <translation>源表 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The embedded engine cannot write connector &apos;%1&apos; yet</source>
        <translation>内置引擎暂不能写入连接器 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Sink table &apos;%1&apos;: %2</source>
        <translation>结果表 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location filename="../engine/src/connectors/datagen_source.cpp" line="+83"/>
        <source>The min and max of column &apos;%1&apos; are both %2: Flink&apos;s datagen needs min &lt; max for a %3 column and fails the job otherwise (a computed column gives a constant)</source>
        <translation>列 &apos;%1&apos; 的 min 和 max 都是 %2：Flink 的 datagen 对 %3 列要求 min &lt; max，否则作业失败（常量可用计算列得到）</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>&apos;rows-per-second&apos; must be positive, but was %1</source>
        <translation>&apos;rows-per-second&apos; 必须为正数，但实际为 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;number-of-rows&apos; must not be negative</source>
        <translation>&apos;number-of-rows&apos; 不能为负数</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>datagen cannot generate a sequence for column &apos;%1&apos; of type %2; use &apos;random&apos; or a numeric/string column</source>
        <translation>datagen 无法为类型为 %2 的列 &apos;%1&apos; 生成序列；请使用 &apos;random&apos; 或数值/字符串列</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Could not find required property &apos;%1&apos; for sequence generator.</source>
        <translation>未找到序列生成器所需的属性 &apos;%1&apos;。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The start of sequence column &apos;%1&apos; (%2) is greater than its end (%3)</source>
        <translation>序列列 &apos;%1&apos; 的起始值（%2）大于其结束值（%3）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The sequence of column &apos;%1&apos; does not fit its type %2</source>
        <translation>列 &apos;%1&apos; 的序列超出其类型 %2 的范围</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The min/max of column &apos;%1&apos; do not fit its type %2</source>
        <translation>列 &apos;%1&apos; 的 min/max 超出其类型 %2 的范围</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+29"/>
        <source>The min of column &apos;%1&apos; is greater than its max</source>
        <translation>列 &apos;%1&apos; 的 min 大于其 max</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>datagen cannot generate random values for column &apos;%1&apos; of type %2</source>
        <translation>datagen 无法为类型为 %2 的列 &apos;%1&apos; 生成随机值</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>&apos;%1&apos; must be between 0 and 1</source>
        <translation>&apos;%1&apos; 必须介于 0 和 1 之间</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Unsupported value &apos;%1&apos; for &apos;%2&apos;; use &apos;random&apos; or &apos;sequence&apos;</source>
        <translation>&apos;%2&apos; 不支持值 &apos;%1&apos;；请使用 &apos;random&apos; 或 &apos;sequence&apos;</translation>
    </message>
    <message>
        <location line="+288"/>
        <source>a datagen source resumes only at the parallelism it was checkpointed at (%1), not at %2: its sequences and row counts are split by it</source>
        <translation>datagen 源表只能以做检查点时的并行度（%1）恢复，而不能以 %2 恢复：其序列和行数是按并行度拆分的</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>does not match the table&apos;s %1 columns</source>
        <translation>与表的 %1 列不匹配</translation>
    </message>
    <message>
        <location filename="../engine/src/connectors/filesystem_sink.cpp" line="+94"/>
        <source>The partition commit policy &apos;custom&apos; loads the JVM class of &apos;sink.partition-commit.policy.class&apos;: it runs on Flink, not on the embedded engine</source>
        <translation>分区提交策略 &apos;custom&apos; 会加载 &apos;sink.partition-commit.policy.class&apos; 指定的 JVM 类：它需在 Flink 上运行，内置引擎不支持</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Unsupported partition commit policy type: %1</source>
        <translation>不支持的分区提交策略类型：%1</translation>
    </message>
    <message>
        <location line="+13"/>
        <location filename="../engine/src/connectors/filesystem_source.cpp" line="+76"/>
        <source>The filesystem connector needs the option &apos;path&apos;</source>
        <translation>filesystem 连接器需要选项 &apos;path&apos;</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../engine/src/connectors/filesystem_source.cpp" line="+6"/>
        <source>The filesystem connector needs the option &apos;format&apos;</source>
        <translation>filesystem 连接器需要选项 &apos;format&apos;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The filesystem connector writes &apos;csv&apos; or &apos;json&apos;, not &apos;%1&apos;</source>
        <translation>filesystem 连接器只能写入 &apos;csv&apos; 或 &apos;json&apos;，而不是 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Table sink &apos;%1&apos; (connector &apos;filesystem&apos;) doesn&apos;t support consuming update changes; its input produces %2</source>
        <translation>结果表 &apos;%1&apos;（连接器 &apos;filesystem&apos;）不支持消费更新变更；其输入会产生 %2</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Partition column &apos;%1&apos; of table &apos;%2&apos; is not written by the query</source>
        <translation>查询未写入表 &apos;%2&apos; 的分区列 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cannot create the sink folder &apos;%1&apos;: %2</source>
        <translation>无法创建结果表目录 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cannot create &apos;%1&apos;: %2</source>
        <translation>无法创建 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot create &apos;%1&apos;</source>
        <translation>无法创建 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Cannot write &apos;%1&apos;: %2; the file stays in progress (hidden from readers) as its last line may be torn</source>
        <translation>无法写入 &apos;%1&apos;：%2；该文件保持进行中状态（对读取方隐藏），因为其最后一行可能不完整</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot write &apos;%1&apos;; the file stays in progress (hidden from readers) as its last line may be torn</source>
        <translation>无法写入 &apos;%1&apos;；该文件保持进行中状态（对读取方隐藏），因为其最后一行可能不完整</translation>
    </message>
    <message>
        <location line="+66"/>
        <location line="+34"/>
        <source>Cannot close &apos;%1&apos;: %2</source>
        <translation>无法关闭 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location line="-22"/>
        <location line="+39"/>
        <location line="+207"/>
        <source>Cannot rename &apos;%1&apos; to &apos;%2&apos;: %3</source>
        <translation>无法将 &apos;%1&apos; 重命名为 &apos;%2&apos;：%3</translation>
    </message>
    <message>
        <location line="-229"/>
        <source>Cannot sync &apos;%1&apos; to disk: %2</source>
        <translation>无法将 &apos;%1&apos; 同步到磁盘：%2</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>a restored item of %1 has the unknown kind %2</source>
        <translation>%1 的某个已恢复项具有未知类别 %2</translation>
    </message>
    <message>
        <location line="+134"/>
        <source>Cannot list &apos;%1&apos; to overwrite it: %2</source>
        <translation>无法列出 &apos;%1&apos; 的内容以进行覆盖：%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot remove &apos;%1&apos; to overwrite the table: %2</source>
        <translation>无法删除 &apos;%1&apos; 以覆盖该表：%2</translation>
    </message>
    <message>
        <location filename="../engine/src/connectors/filesystem_source.cpp" line="+3"/>
        <source>The filesystem connector reads &apos;csv&apos; or &apos;json&apos;, not &apos;%1&apos;</source>
        <translation>filesystem 连接器读取 &apos;csv&apos; 或 &apos;json&apos;，而不是 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Option &apos;source.path.regex-pattern&apos; is not a valid regular expression: %1</source>
        <translation>选项 &apos;source.path.regex-pattern&apos; 不是有效的正则表达式：%1</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>The path &apos;%1&apos; of the filesystem source does not exist</source>
        <translation>filesystem 源表的路径 &apos;%1&apos; 不存在</translation>
    </message>
    <message>
        <location line="+24"/>
        <location line="+24"/>
        <source>Cannot list &apos;%1&apos;: %2</source>
        <translation>无法列出 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location line="-15"/>
        <source>Cannot read the folder &apos;%1&apos; of the filesystem source: %2</source>
        <translation>无法读取 filesystem 源表的目录 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>The filesystem connector has no metadata key &apos;%1&apos;; available: file.path, file.name, file.size, file.modification-time</source>
        <translation>filesystem 连接器没有元数据键 &apos;%1&apos;；可用的有：file.path, file.name, file.size, file.modification-time</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Partition column &apos;%1&apos; has type %2, which a folder name cannot hold</source>
        <translation>分区列 &apos;%1&apos; 的类型为 %2，无法用目录名表示</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>%1: partition folder &apos;%2=%3&apos;: %4</source>
        <translation>%1：分区目录 &apos;%2=%3&apos;：%4</translation>
    </message>
    <message>
        <location line="+25"/>
        <location filename="../engine/src/connectors/kafka_sandbox.cpp" line="+92"/>
        <source>Cannot open &apos;%1&apos;</source>
        <translation>无法打开 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot resume &apos;%1&apos; at byte %2 (a restored position)</source>
        <translation>无法从字节 %2（恢复的位置）处继续读取 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Cannot read &apos;%1&apos;</source>
        <translation>无法读取 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>%1:%2: malformed %3 record: %4</source>
        <translation>%1:%2：格式错误的 %3 记录：%4</translation>
    </message>
    <message>
        <location filename="../engine/src/connectors/kafka_client_config.cpp" line="+131"/>
        <source>&apos;properties.%1&apos; must be a non-negative number of milliseconds</source>
        <translation>&apos;properties.%1&apos; 必须是非负的毫秒数</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The Kafka connector needs the option &apos;properties.bootstrap.servers&apos;</source>
        <translation>Kafka 连接器需要选项 &apos;properties.bootstrap.servers&apos;</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Kafka property &apos;%1&apos; is not known to the embedded engine&apos;s Kafka client (librdkafka)</source>
        <translation>内置引擎的 Kafka 客户端（librdkafka）不识别 Kafka 属性 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Kafka property &apos;%1&apos; has a value librdkafka does not accept</source>
        <translation>Kafka 属性 &apos;%1&apos; 的值不被 librdkafka 接受</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Cannot create a Kafka client: %1</source>
        <translation>无法创建 Kafka 客户端：%1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot reach the Kafka bootstrap servers &apos;%1&apos; within %2 ms while %3 (the wait is bounded by &apos;properties.default.api.timeout.ms&apos;)</source>
        <translation>在%3时无法在 %2 ms 内连接到 Kafka bootstrap servers &apos;%1&apos;（等待时间受 &apos;properties.default.api.timeout.ms&apos; 限制）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot reach the Kafka bootstrap servers &apos;%1&apos; within %2 ms while %3 (the wait is bounded by &apos;properties.default.api.timeout.ms&apos;): %4</source>
        <translation>在%3时无法在 %2 ms 内连接到 Kafka bootstrap servers &apos;%1&apos;（等待时间受 &apos;properties.default.api.timeout.ms&apos; 限制）：%4</translation>
    </message>
    <message>
        <location filename="../engine/src/connectors/kafka_format_layout.cpp" line="+21"/>
        <source>The Kafka connectors read the formats csv, json and raw, not &apos;%1&apos;</source>
        <translation>Kafka 连接器读取的格式为 csv、json 和 raw，不支持 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The Kafka connectors write the formats csv, json and raw, not &apos;%1&apos;</source>
        <translation>Kafka 连接器写入的格式为 csv、json 和 raw，不支持 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Set either &apos;format&apos; or &apos;value.format&apos; for table &apos;%1&apos;, not both</source>
        <translation>表 &apos;%1&apos; 只能设置 &apos;format&apos; 或 &apos;value.format&apos; 之一，不能同时设置</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The %1 connector needs the option &apos;%2&apos;</source>
        <translation>%1 连接器需要选项 &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The upsert-kafka connector needs the option &apos;key.format&apos;</source>
        <translation>upsert-kafka 连接器需要选项 &apos;key.format&apos;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&apos;upsert-kafka&apos; tables require to define a PRIMARY KEY constraint. The PRIMARY KEY specifies which columns should be read from or write to the Kafka message key.</source>
        <translation>&apos;upsert-kafka&apos; 表要求定义 PRIMARY KEY 约束。PRIMARY KEY 指定了应从 Kafka 消息键中读取或向其写入哪些列。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The upsert-kafka connector takes its key from the PRIMARY KEY; remove &apos;key.fields&apos;</source>
        <translation>upsert-kafka 连接器从 PRIMARY KEY 获取其键；请删除 &apos;key.fields&apos;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;key.fields&apos; needs &apos;key.format&apos; (table &apos;%1&apos;)</source>
        <translation>&apos;key.fields&apos; 需要 &apos;key.format&apos;（表 &apos;%1&apos;）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Could not find the field &apos;%1&apos; of &apos;key.fields&apos; in the physical columns of table &apos;%2&apos;</source>
        <translation>在表 &apos;%2&apos; 的物理列中找不到 &apos;key.fields&apos; 的字段 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A key format &apos;key.format&apos; requires the declaration of one or more key fields using &apos;key.fields&apos;.</source>
        <translation>键格式 &apos;key.format&apos; 要求使用 &apos;key.fields&apos; 声明一个或多个键字段。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;value.fields-include&apos; is ALL or EXCEPT_KEY, not &apos;%1&apos;</source>
        <translation>&apos;value.fields-include&apos; 应为 ALL 或 EXCEPT_KEY，而不是 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A key prefix is not allowed when option &apos;value.fields-include&apos; is set to &apos;ALL&apos;. Set it to &apos;EXCEPT_KEY&apos; instead to avoid field overlaps.</source>
        <translation>当选项 &apos;value.fields-include&apos; 设置为 &apos;ALL&apos; 时不允许使用键前缀。请改为设置为 &apos;EXCEPT_KEY&apos; 以避免字段重叠。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>All fields in &apos;key.fields&apos; must be prefixed with &apos;%1&apos; when option &apos;key.fields-prefix&apos; is set but field &apos;%2&apos; is not prefixed.</source>
        <translation>当设置了选项 &apos;key.fields-prefix&apos; 时，&apos;key.fields&apos; 中的所有字段都必须以 &apos;%1&apos; 为前缀，但字段 &apos;%2&apos; 没有该前缀。</translation>
    </message>
    <message>
        <location filename="../engine/src/connectors/kafka_offset_resolver.cpp" line="+23"/>
        <source>Partition %1 does not exist</source>
        <translation>分区 %1 不存在</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>looking up the offsets of %1</source>
        <translation>查找 %1 的偏移量</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>fetching committed offsets</source>
        <translation>获取已提交的偏移量</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>looking up offsets by timestamp</source>
        <translation>按时间戳查找偏移量</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot look up the offsets of %1: %2</source>
        <translation>无法查找 %1 的偏移量：%2</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Group &apos;%1&apos; has no committed offset for partition %2 and &apos;properties.auto.offset.reset&apos; is not set (Flink&apos;s default is none); set it to earliest or latest, or choose another &apos;scan.startup.mode&apos;</source>
        <translation>消费组 &apos;%1&apos; 在分区 %2 上没有已提交的偏移量，且未设置 &apos;properties.auto.offset.reset&apos;（Flink 的默认值为 none）；请将其设置为 earliest 或 latest，或选择其他 &apos;scan.startup.mode&apos;</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Group &apos;%1&apos; has no committed offset for partition %2 to stop at (&apos;scan.bounded.mode&apos; = &apos;group-offsets&apos;)</source>
        <translation>消费组 &apos;%1&apos; 在分区 %2 上没有可作为停止位置的已提交偏移量（&apos;scan.bounded.mode&apos; = &apos;group-offsets&apos;）</translation>
    </message>
    <message>
        <location filename="../engine/src/connectors/kafka_partition_discovery.cpp" line="+27"/>
        <source>&apos;topic-pattern&apos; is not a valid regular expression: %1</source>
        <translation>&apos;topic-pattern&apos; 不是有效的正则表达式：%1</translation>
    </message>
    <message>
        <location line="+17"/>
        <location filename="../engine/src/connectors/kafka_sink.cpp" line="+267"/>
        <location filename="../engine/src/connectors/kafka_source_reader.cpp" line="+301"/>
        <source>Kafka client error for bootstrap servers &apos;%1&apos;: %2</source>
        <translation>bootstrap servers &apos;%1&apos; 的 Kafka 客户端错误：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>fetching topic metadata</source>
        <translation>获取主题元数据</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Topic &apos;%1&apos; does not exist on the Kafka cluster at &apos;%2&apos;</source>
        <translation>位于 &apos;%2&apos; 的 Kafka 集群上不存在主题 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot read the metadata of topic &apos;%1&apos;: %2</source>
        <translation>无法读取主题 &apos;%1&apos; 的元数据：%2</translation>
    </message>
    <message>
        <location filename="../engine/src/connectors/kafka_partition_watermarks.cpp" line="+109"/>
        <location filename="../engine/src/exec/watermark_assigner_operator.cpp" line="+70"/>
        <source>RowTime field should not be null, please convert it to a non-null long value.</source>
        <translation>RowTime 字段不应为 null，请将其转换为非 null 的 long 值。</translation>
    </message>
    <message>
        <location filename="../engine/src/connectors/kafka_record_decoder.cpp" line="+60"/>
        <source>Invalid metadata key &apos;%1&apos; in column &apos;%2&apos; of table &apos;%3&apos;. The Kafka source of the embedded engine supports the metadata keys topic, partition, offset, timestamp and timestamp-type.</source>
        <translation>表 &apos;%3&apos; 的列 &apos;%2&apos; 中的元数据键 &apos;%1&apos; 无效。内置引擎的 Kafka 源表支持的元数据键为 topic、partition、offset、timestamp 和 timestamp-type。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Metadata column &apos;%1&apos; (key &apos;%2&apos;) cannot be of type %3</source>
        <translation>元数据列 &apos;%1&apos;（键 &apos;%2&apos;）的类型不能为 %3</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Failed to deserialize the %1 of the message at %2 offset %3: %4</source>
        <translation>反序列化 %2 中偏移量 %3 处消息的%1失败：%4</translation>
    </message>
    <message>
        <location line="+14"/>
        <location filename="../engine/src/sql/parser_statements.cpp" line="+146"/>
        <source>key</source>
        <translation>键</translation>
    </message>
    <message>
        <location line="+21"/>
        <location filename="../engine/src/sql/parser_statements.cpp" line="+13"/>
        <source>value</source>
        <translation>值</translation>
    </message>
    <message>
        <location filename="../engine/src/connectors/kafka_sandbox.cpp" line="-54"/>
        <source>Cannot start the Kafka sandbox: %1</source>
        <translation>无法启动 Kafka 沙盒：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot start the Kafka sandbox&apos;s mock cluster</source>
        <translation>无法启动 Kafka 沙盒的模拟集群</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Cannot create the sandbox&apos;s producer: %1</source>
        <translation>无法创建沙盒的生产者：%1</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+33"/>
        <location line="+34"/>
        <source>The Kafka sandbox is stopped</source>
        <translation>Kafka 沙盒已停止</translation>
    </message>
    <message>
        <location line="-65"/>
        <source>A topic needs at least one partition</source>
        <translation>主题至少需要一个分区</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot create topic &apos;%1&apos;: %2</source>
        <translation>无法创建主题 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Cannot produce to &apos;%1&apos;: %2</source>
        <translation>无法向 &apos;%1&apos; 发送消息：%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Timed out writing to the sandbox topic &apos;%1&apos;</source>
        <translation>写入沙盒主题 &apos;%1&apos; 超时</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 message(s) could not be written to &apos;%2&apos;</source>
        <translation>%1 条消息未能写入 &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Broker %1: %2</source>
        <translation>Broker %1：%2</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>The Kafka sandbox needs at least one broker</source>
        <translation>Kafka 沙盒至少需要一个 broker</translation>
    </message>
    <message>
        <location filename="../engine/src/connectors/kafka_sandbox_relay.cpp" line="+83"/>
        <source>The sandbox port must be between 0 and 65535, not %1</source>
        <translation>沙盒端口必须介于 0 到 65535 之间，而不是 %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Cannot open a socket for the sandbox: %1</source>
        <translation>无法为沙盒打开套接字：%1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Cannot listen on 127.0.0.1:%1 for the Kafka sandbox: %2 (is a Kafka broker or another sandbox running? choose another --port)</source>
        <translation>无法为 Kafka 沙盒监听 127.0.0.1:%1：%2（是否有 Kafka broker 或其他沙盒正在运行？请用 --port 选择其他端口）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cannot listen on 127.0.0.1:%1 for the Kafka sandbox: %2</source>
        <translation>无法为 Kafka 沙盒监听 127.0.0.1:%1：%2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot create the sandbox relay&apos;s pipe: %1</source>
        <translation>无法创建沙盒中继的管道：%1</translation>
    </message>
    <message>
        <location filename="../engine/src/connectors/kafka_sink.cpp" line="-208"/>
        <source>A Kafka sink writes to one &apos;topic&apos;; &apos;topic-pattern&apos; is for sources</source>
        <translation>Kafka 结果表只写入一个 &apos;topic&apos;；&apos;topic-pattern&apos; 用于源表</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A Kafka sink needs exactly one topic in &apos;topic&apos;</source>
        <translation>Kafka 结果表的 &apos;topic&apos; 中需要恰好一个主题</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;sink.partitioner&apos; = &apos;%1&apos;: a Java partitioner class only runs on Flink; the embedded engine offers default, fixed and round-robin</source>
        <translation>&apos;sink.partitioner&apos; = &apos;%1&apos;：Java 分区器类只能在 Flink 上运行；内置引擎提供 default、fixed 和 round-robin</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&apos;sink.delivery-guarantee&apos; is none, at-least-once or exactly-once, not &apos;%1&apos;</source>
        <translation>&apos;sink.delivery-guarantee&apos; 应为 none、at-least-once 或 exactly-once，而不是 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>sink.transactional-id-prefix must be specified when using DeliveryGuarantee.EXACTLY_ONCE.</source>
        <translation>使用 DeliveryGuarantee.EXACTLY_ONCE 时必须指定 sink.transactional-id-prefix。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The Kafka sink of the embedded engine writes the metadata key &apos;timestamp&apos; only, not &apos;%1&apos; (column &apos;%2&apos;); declare the column VIRTUAL to only read it</source>
        <translation>内置引擎的 Kafka 结果表只写入元数据键 &apos;timestamp&apos;，不支持 &apos;%1&apos;（列 &apos;%2&apos;）；若只需读取该列，请将其声明为 VIRTUAL</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Table sink &apos;%1&apos; (connector &apos;kafka&apos;) doesn&apos;t support consuming update changes; use the upsert-kafka connector</source>
        <translation>结果表 &apos;%1&apos;（连接器 &apos;kafka&apos;）不支持消费更新变更；请使用 upsert-kafka 连接器</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Kafka sink &apos;%1&apos;: %2</source>
        <translation>Kafka 结果表 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Failed to deliver a message to topic &apos;%1&apos;: %2</source>
        <translation>向主题 &apos;%1&apos; 投递消息失败：%2</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>The query does not write key column &apos;%1&apos;</source>
        <translation>查询未写入键列 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The query does not write column &apos;%1&apos;</source>
        <translation>查询未写入列 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+39"/>
        <location filename="../engine/src/connectors/kafka_transaction.cpp" line="+264"/>
        <source>Cannot use topic &apos;%1&apos;: %2</source>
        <translation>无法使用主题 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Kafka sink &apos;%1&apos; (bootstrap servers &apos;%2&apos;, transactional id prefix &apos;%3&apos;)</source>
        <translation>Kafka 结果表 &apos;%1&apos;（bootstrap servers &apos;%2&apos;，事务 ID 前缀 &apos;%3&apos;）</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Topic &apos;%1&apos; does not exist on the Kafka cluster at &apos;%2&apos; and the cluster did not create it</source>
        <translation>位于 &apos;%2&apos; 的 Kafka 集群上不存在主题 &apos;%1&apos;，且集群未创建该主题</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Not authorized to write to topic &apos;%1&apos;</source>
        <translation>无权写入主题 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>connecting the sink</source>
        <translation>连接写入端</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Cannot produce to topic &apos;%1&apos;: %2</source>
        <translation>无法向主题 &apos;%1&apos; 发送消息：%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>The Kafka producer queue for topic &apos;%1&apos; stayed full for %2 ms</source>
        <translation>主题 &apos;%1&apos; 的 Kafka 生产者队列持续 %2 ms 处于已满状态</translation>
    </message>
    <message>
        <location filename="../engine/src/connectors/kafka_source_reader.cpp" line="-237"/>
        <source>Kafka source &apos;%1&apos;: %2</source>
        <translation>Kafka 源表 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Cannot assign Kafka partitions: %1</source>
        <translation>无法分配 Kafka 分区：%1</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Kafka consumer error (%1): %2</source>
        <translation>Kafka 消费者错误（%1）：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+47"/>
        <source>Kafka consumer error: %1</source>
        <translation>Kafka 消费者错误：%1</translation>
    </message>
    <message>
        <location filename="../engine/src/connectors/kafka_source_settings.cpp" line="+30"/>
        <source>Invalid value for option &apos;%1&apos;: &apos;%2&apos;; expected unbounded, latest-offset, group-offsets, timestamp or specific-offsets</source>
        <translation>选项 &apos;%1&apos; 的值无效：&apos;%2&apos;；应为 unbounded、latest-offset、group-offsets、timestamp 或 specific-offsets</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Invalid value for option &apos;%1&apos;: &apos;%2&apos;; expected earliest-offset, latest-offset, group-offsets, timestamp or specific-offsets</source>
        <translation>选项 &apos;%1&apos; 的值无效：&apos;%2&apos;；应为 earliest-offset、latest-offset、group-offsets、timestamp 或 specific-offsets</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Invalid properties &apos;%1&apos; should follow the format &apos;partition:0,offset:42;partition:1,offset:300&apos;, but is &apos;%2&apos;.</source>
        <translation>无效的属性 &apos;%1&apos;，应遵循格式 &apos;partition:0,offset:42;partition:1,offset:300&apos;，但实际为 &apos;%2&apos;。</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Option &apos;topic&apos; and &apos;topic-pattern&apos; shouldn&apos;t be set together.</source>
        <translation>选项 &apos;topic&apos; 和 &apos;topic-pattern&apos; 不应同时设置。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Either &apos;topic&apos; or &apos;topic-pattern&apos; must be set.</source>
        <translation>必须设置 &apos;topic&apos; 或 &apos;topic-pattern&apos; 之一。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Option &apos;topic&apos; names no topic</source>
        <translation>选项 &apos;topic&apos; 未指定任何主题</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The upsert-kafka connector reads exactly one topic</source>
        <translation>upsert-kafka 连接器只读取恰好一个主题</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&apos;%1&apos; is required in &apos;timestamp&apos; mode but missing.</source>
        <translation>&apos;timestamp&apos; 模式下需要 &apos;%1&apos;，但缺失。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;%1&apos; is required in &apos;specific-offsets&apos; mode but missing.</source>
        <translation>&apos;specific-offsets&apos; 模式下需要 &apos;%1&apos;，但缺失。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos; needs exactly one &apos;topic&apos;</source>
        <translation>&apos;%1&apos; 需要恰好一个 &apos;topic&apos;</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Property &apos;properties.group.id&apos; is required when using committed offsets (&apos;group-offsets&apos; mode)</source>
        <translation>使用已提交偏移量（&apos;group-offsets&apos; 模式）时需要属性 &apos;properties.group.id&apos;</translation>
    </message>
    <message>
        <location filename="../engine/src/connectors/kafka_transaction.cpp" line="-149"/>
        <source>Failed to deliver a message to topic &apos;%1&apos; in transaction &apos;%2&apos;: %3</source>
        <translation>在事务 &apos;%2&apos; 中向主题 &apos;%1&apos; 投递消息失败：%3</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Cannot start Kafka transactions as &apos;%1&apos; on &apos;%2&apos;: %3</source>
        <translation>无法在 &apos;%2&apos; 上以 &apos;%1&apos; 身份启动 Kafka 事务：%3</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+317"/>
        <source>Cannot begin a Kafka transaction as &apos;%1&apos;: %2</source>
        <translation>无法以 &apos;%1&apos; 身份开始 Kafka 事务：%2</translation>
    </message>
    <message>
        <location line="-284"/>
        <source>Cannot settle Kafka transaction &apos;%1&apos; on &apos;%2&apos;: %3</source>
        <translation>无法在 &apos;%2&apos; 上完结 Kafka 事务 &apos;%1&apos;：%3</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Cannot read the commit marker of Kafka transaction &apos;%1&apos; (group &apos;%2&apos;): %3</source>
        <translation>无法读取 Kafka 事务 &apos;%1&apos; 的提交标记（消费组 &apos;%2&apos;）：%3</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>Cannot produce to topic &apos;%1&apos; in transaction &apos;%2&apos;: %3</source>
        <translation>无法在事务 &apos;%2&apos; 中向主题 &apos;%1&apos; 发送消息：%3</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The Kafka producer queue of transaction &apos;%1&apos; stayed full for %2 ms</source>
        <translation>事务 &apos;%1&apos; 的 Kafka 生产者队列持续 %2 ms 处于已满状态</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>Kafka transaction &apos;%1&apos; could not deliver its messages within %2 ms</source>
        <translation>Kafka 事务 &apos;%1&apos; 未能在 %2 ms 内投递其消息</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Kafka transaction &apos;%1&apos; could not deliver its messages within %2 ms (%3)</source>
        <translation>Kafka 事务 &apos;%1&apos; 未能在 %2 ms 内投递其消息（%3）</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Cannot commit Kafka transaction &apos;%1&apos; for %2: %3</source>
        <translation>无法为%2提交 Kafka 事务 &apos;%1&apos;：%3</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the end of input</source>
        <translation>输入结束</translation>
    </message>
    <message>
        <location line="+1"/>
        <location filename="../engine/src/runtime/engine_api.cpp" line="+122"/>
        <source>checkpoint %1</source>
        <translation>检查点 %1</translation>
    </message>
    <message>
        <location filename="../engine/src/connectors/nexmark_source.cpp" line="+55"/>
        <source>The nexmark connector produces the columns event_type, person, auction and bid (as in Nexmark&apos;s ddl_gen.sql); it has no column &apos;%1&apos;</source>
        <translation>nexmark 连接器生成列 event_type、person、auction 和 bid（与 Nexmark 的 ddl_gen.sql 中一致）；它没有列 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Column &apos;%1&apos; of a nexmark table must be %2, but is declared %3</source>
        <translation>nexmark 表的列 &apos;%1&apos; 必须为 %2，但声明为 %3</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>&apos;%1&apos; must be at least %2, but was %3</source>
        <translation>&apos;%1&apos; 必须至少为 %2，但实际为 %3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Unsupported value &apos;%1&apos; for &apos;rate.shape&apos;; use SQUARE or SINE</source>
        <translation>&apos;rate.shape&apos; 不支持值 &apos;%1&apos;；请使用 SQUARE 或 SINE</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;rate.period&apos; must be at least 1 s</source>
        <translation>&apos;rate.period&apos; 必须至少为 1 s</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&apos;person.proportion&apos;, &apos;auction.proportion&apos; and &apos;bid.proportion&apos; must not all be 0</source>
        <translation>&apos;person.proportion&apos;、&apos;auction.proportion&apos; 和 &apos;bid.proportion&apos; 不能全部为 0</translation>
    </message>
    <message>
        <location line="+159"/>
        <location filename="../engine/src/exec/timer_snapshot.cpp" line="+88"/>
        <location filename="../engine/src/exec/timer_snapshot.h" line="+59"/>
        <source>is followed by unexpected bytes</source>
        <translation>后面跟有意外的字节</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>is not an event of the split</source>
        <translation>不是该分片的事件</translation>
    </message>
    <message>
        <location filename="../engine/src/connectors/partition_committer.cpp" line="+42"/>
        <source>&apos;sink.partition-commit.trigger&apos; is process-time or partition-time, not &apos;%1&apos;</source>
        <translation>&apos;sink.partition-commit.trigger&apos; 应为 process-time 或 partition-time，而不是 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&apos;partition.time-extractor.kind&apos; = &apos;%1&apos; loads the JVM class of &apos;partition.time-extractor.class&apos;: it runs on Flink, not on the embedded engine</source>
        <translation>&apos;partition.time-extractor.kind&apos; = &apos;%1&apos; 会加载 &apos;partition.time-extractor.class&apos; 指定的 JVM 类：它可在 Flink 上运行，但不能在内置引擎上运行</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&apos;partition.time-extractor.timestamp-formatter&apos; = &apos;%1&apos;: %2</source>
        <translation>&apos;partition.time-extractor.timestamp-formatter&apos; = &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;sink.partition-commit.trigger&apos; = &apos;partition-time&apos; needs a partitioned table</source>
        <translation>&apos;sink.partition-commit.trigger&apos; = &apos;partition-time&apos; 需要分区表</translation>
    </message>
    <message>
        <location line="+128"/>
        <source>Cannot read a time from partition &apos;%1&apos; for its partition-time commit (&apos;partition.time-extractor.timestamp-pattern&apos; = &apos;%2&apos;)</source>
        <translation>无法从分区 &apos;%1&apos; 读取时间以进行基于分区时间的提交（&apos;partition.time-extractor.timestamp-pattern&apos; = &apos;%2&apos;）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot read a time from partition &apos;%1&apos; for its partition-time commit (the first partition value as yyyy-MM-dd[ HH:mm:ss])</source>
        <translation>无法从分区 &apos;%1&apos; 读取时间以进行基于分区时间的提交（第一个分区值，格式为 yyyy-MM-dd[ HH:mm:ss]）</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Cannot write the partition&apos;s success file &apos;%1&apos;</source>
        <translation>无法写入分区的成功文件 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../engine/src/connectors/sink_columns.cpp" line="+39"/>
        <source>Table sink &apos;%1&apos; (connector &apos;%2&apos;) only accepts inserts, but received a %3 change. Its input must be append-only: remove the aggregation, outer join or other updating operator before it, or write to a print, blackhole or upsert sink instead.</source>
        <translation>结果表 &apos;%1&apos;（连接器 &apos;%2&apos;）只接受插入，但收到了 %3 变更。其输入必须是仅追加的：请移除其前面的聚合、Outer Join 或其他产生更新的算子，或改为写入 print、blackhole 或 upsert 结果表。</translation>
    </message>
    <message>
        <location filename="../engine/src/connectors/table_options.cpp" line="+28"/>
        <source>Invalid value for option &apos;%1&apos;: %2</source>
        <translation>选项 &apos;%1&apos; 的值无效：%2</translation>
    </message>
    <message>
        <location filename="../engine/src/exec/batch_over_aggregate_operator.cpp" line="+51"/>
        <source>a RANGE frame with an INTERVAL offset over a %1 ordering fails on Flink 1.20 in batch mode: its generated bound comparator subtracts TIMESTAMP values as numbers and does not compile. Order the window by epoch milliseconds instead, e.g. UNIX_TIMESTAMP(CAST(ts AS STRING)) * 1000</source>
        <translation>在批模式下，Flink 1.20 上基于 %1 排序且带 INTERVAL 偏移的 RANGE 帧会失败：其生成的边界比较器将 TIMESTAMP 值作为数字相减，无法编译。请改为按纪元毫秒数对窗口排序，例如 UNIX_TIMESTAMP(CAST(ts AS STRING)) * 1000</translation>
    </message>
    <message>
        <location line="+303"/>
        <source>/ by zero (NTILE(0))</source>
        <translation>/ by zero (NTILE(0))</translation>
    </message>
    <message>
        <location filename="../engine/src/exec/checkpoint_committer.cpp" line="+16"/>
        <source>A job&apos;s exactly-once sinks must commit in one transaction, but %1 and %2 need two (the embedded engine cannot commit two atomically); write them to one Kafka cluster with the same client properties, or make one of them at-least-once</source>
        <translation>作业的精确一次结果表必须在一个事务中提交，但 %1 和 %2 需要两个事务（内置引擎无法原子地提交两个事务）；请将它们写入同一个 Kafka 集群并使用相同的客户端属性，或将其中一个改为至少一次</translation>
    </message>
    <message>
        <location filename="../engine/src/exec/expr_arithmetic.cpp" line="+57"/>
        <location line="+195"/>
        <source>Division by zero (java.lang.ArithmeticException: / by zero)</source>
        <translation>除以零（java.lang.ArithmeticException: / by zero）</translation>
    </message>
    <message>
        <location line="-86"/>
        <source>Division by zero (java.lang.ArithmeticException: Division by zero)</source>
        <translation>除以零（java.lang.ArithmeticException: Division by zero）</translation>
    </message>
    <message>
        <location line="+233"/>
        <source>Arithmetic &apos;%1&apos; on %2 and %3 is not supported</source>
        <translation>不支持对 %2 和 %3 进行算术运算 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../engine/src/exec/expr_cast.cpp" line="+175"/>
        <source>Cannot cast &apos;%1&apos; of type %2 to %3</source>
        <translation>无法将类型为 %2 的 &apos;%1&apos; 转换为 %3</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>CAST from %1 to %2 is not supported by the embedded engine yet</source>
        <translation>内置引擎暂不支持从 %1 到 %2 的 CAST</translation>
    </message>
    <message>
        <location filename="../engine/src/exec/expr_collections.cpp" line="+54"/>
        <location line="+61"/>
        <location line="+17"/>
        <location line="+162"/>
        <source>corrupt array value</source>
        <translation>数组值已损坏</translation>
    </message>
    <message>
        <location line="-97"/>
        <source>unsupported collection function</source>
        <translation>不支持的集合函数</translation>
    </message>
    <message>
        <location line="+76"/>
        <location line="+49"/>
        <location line="+10"/>
        <source>corrupt map value</source>
        <translation>映射值已损坏</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Invalid function MAP_FROM_ARRAYS call: the key array has %1 elements and the value array %2</source>
        <translation>无效的函数 MAP_FROM_ARRAYS 调用：键数组有 %1 个元素，而值数组有 %2 个</translation>
    </message>
    <message>
        <location filename="../engine/src/exec/expr_core.cpp" line="+105"/>
        <location filename="../engine/src/exec/expression_evaluator.cpp" line="+100"/>
        <location filename="../engine/src/functions/function_kernel.h" line="+58"/>
        <source>%1 (in expression %2)</source>
        <translation>%1（在表达式 %2 中）</translation>
    </message>
    <message>
        <location line="+92"/>
        <source>Literals of type %1 are not supported</source>
        <translation>不支持类型为 %1 的字面量</translation>
    </message>
    <message>
        <location filename="../engine/src/exec/expr_functions.cpp" line="+144"/>
        <source>unsupported string function</source>
        <translation>不支持的字符串函数</translation>
    </message>
    <message>
        <location line="+183"/>
        <source>unsupported numeric function</source>
        <translation>不支持的数值函数</translation>
    </message>
    <message>
        <location line="+192"/>
        <source>Function %1 is not supported by the embedded engine yet</source>
        <translation>内置引擎暂不支持函数 %1</translation>
    </message>
    <message>
        <location filename="../engine/src/exec/expr_logic.cpp" line="+434"/>
        <source>Cannot compare %1 with %2</source>
        <translation>无法将 %1 与 %2 进行比较</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Comparison of %1 is not supported</source>
        <translation>不支持 %1 的比较</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>IN over incompatible types</source>
        <translation>IN 作用于不兼容的类型</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>IN over this type is not supported</source>
        <translation>不支持对此类型使用 IN</translation>
    </message>
    <message>
        <location filename="../engine/src/exec/expr_nested.cpp" line="+21"/>
        <source>corrupt nested value</source>
        <translation>嵌套值已损坏</translation>
    </message>
    <message>
        <location line="+52"/>
        <source>Array has more than one element.</source>
        <translation>数组包含多于一个元素。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../engine/src/plan/nested_access.cpp" line="+79"/>
        <source>Array element access needs an index starting at 1 but was %1.</source>
        <translation>数组元素访问需要从 1 开始的索引，但实际为 %1。</translation>
    </message>
    <message>
        <location line="+166"/>
        <source>CAST from %1 to %2 is not supported</source>
        <translation>不支持从 %1 到 %2 的 CAST</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>An entry of MAP_UNION(...)&apos;s result, read directly, fails on Flink 1.20 (ClassCastException: MapUnionFunction$MapDataForMapUnion cannot be cast to GenericMapData); keep the map in a column first (a view or a GROUP BY)</source>
        <translation>直接读取 MAP_UNION(...) 结果中的条目在 Flink 1.20 上会失败（ClassCastException: MapUnionFunction$MapDataForMapUnion cannot be cast to GenericMapData）；请先将该映射保存在一列中（通过视图或 GROUP BY）</translation>
    </message>
    <message>
        <location filename="../engine/src/exec/expr_string.cpp" line="+127"/>
        <source>Invalid escape character &apos;%1&apos;</source>
        <translation>无效的转义字符 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Invalid escape sequence &apos;%1&apos;</source>
        <translation>无效的转义序列 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>Invalid SIMILAR TO pattern &apos;%1&apos;: %2</source>
        <translation>无效的 SIMILAR TO 模式 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location filename="../engine/src/exec/expr_time.cpp" line="+342"/>
        <source>Pattern ends with an incomplete string literal: %1</source>
        <translation>模式以不完整的字符串字面量结尾：%1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Unsupported pattern letter &apos;%1&apos; in &apos;%2&apos;</source>
        <translation>&apos;%2&apos; 中存在不支持的模式字母 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../engine/src/exec/expr_time_functions.cpp" line="+107"/>
        <source>unsupported time function</source>
        <translation>不支持的时间函数</translation>
    </message>
    <message>
        <location filename="../engine/src/exec/interval_join_operator.cpp" line="+104"/>
        <source>the rowtime attribute &apos;%1&apos; is NULL in a row of the interval join&apos;s %2 input</source>
        <translation>区间 Join 的%2输入的某一行中，行时间属性 &apos;%1&apos; 为 NULL</translation>
    </message>
    <message>
        <location line="+2"/>
        <location filename="../engine/src/exec/temporal_join_operator.cpp" line="+58"/>
        <source>left</source>
        <translation>左侧</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>right</source>
        <translation>右侧</translation>
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
        <translation>%1 的已恢复定时器</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 are corrupt: %2 items, not 2</source>
        <translation>%1已损坏：有 %2 项，而不是 2 项</translation>
    </message>
    <message>
        <location filename="../engine/src/exec/match_nfa.cpp" line="+286"/>
        <source>Could not skip to %1. No such element in the found match (AFTER MATCH SKIP TO a variable the match did not map any row to)</source>
        <translation>无法跳到 %1。找到的匹配中没有这样的元素（AFTER MATCH SKIP TO 的变量在该匹配中未映射到任何行）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not skip to first element of a match. (AFTER MATCH SKIP TO %1 would start the next match where this one started)</source>
        <translation>无法跳到匹配的第一个元素。（AFTER MATCH SKIP TO %1 会使下一个匹配从当前匹配的起始位置开始）</translation>
    </message>
    <message>
        <location filename="../engine/src/exec/match_operator.cpp" line="-134"/>
        <source>the rowtime attribute &apos;%1&apos; is NULL in a row of MATCH_RECOGNIZE&apos;s input</source>
        <translation>MATCH_RECOGNIZE 输入的某一行中，行时间属性 &apos;%1&apos; 为 NULL</translation>
    </message>
    <message>
        <location filename="../engine/src/exec/over_aggregate_operator.cpp" line="-435"/>
        <source>the rowtime attribute &apos;%1&apos; is NULL in a row of the OVER window&apos;s input</source>
        <translation>OVER 窗口输入的某一行中，行时间属性 &apos;%1&apos; 为 NULL</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>LAG&apos;s offset is NULL</source>
        <translation>LAG 的偏移量为 NULL</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Offset(%1) should be positive.</source>
        <translation>Offset(%1) 应为正数。</translation>
    </message>
    <message>
        <location filename="../engine/src/exec/rank_operator.cpp" line="+458"/>
        <source>the restored tie sequence of %1 is corrupt</source>
        <translation>%1 的已恢复并列序列已损坏</translation>
    </message>
    <message>
        <location filename="../engine/src/exec/row_key_selector.cpp" line="+61"/>
        <source>corrupt row list: truncated length</source>
        <translation>行列表已损坏：长度被截断</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>corrupt row list: truncated item</source>
        <translation>行列表已损坏：条目被截断</translation>
    </message>
    <message>
        <location filename="../engine/src/exec/session_window_aggregate_operator.cpp" line="+77"/>
        <source>DISTINCT aggregates over session windows are not run by the embedded engine yet</source>
        <translation>内置引擎暂不支持在会话窗口上运行 DISTINCT 聚合</translation>
    </message>
    <message>
        <location line="+263"/>
        <source>the restored sessions of %1</source>
        <translation>%1 的已恢复会话</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 are corrupt</source>
        <translation>%1已损坏</translation>
    </message>
    <message>
        <location filename="../engine/src/exec/temporal_join_operator.cpp" line="-158"/>
        <source>the rowtime attribute &apos;%1&apos; is NULL in a row of the temporal join&apos;s %2 input</source>
        <translation>时态 Join 的%2输入的某一行中，行时间属性 &apos;%1&apos; 为 NULL</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>versioned</source>
        <translation>版本表</translation>
    </message>
    <message>
        <location filename="../engine/src/exec/temporal_sort_operator.cpp" line="+60"/>
        <source>the rowtime attribute &apos;%1&apos; is NULL in a row of the ORDER BY&apos;s input</source>
        <translation>ORDER BY 输入的某一行中，行时间属性 &apos;%1&apos; 为 NULL</translation>
    </message>
    <message>
        <location line="+57"/>
        <source>the restored position of %1</source>
        <translation>%1 的已恢复位置</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is corrupt: %2 items, not 2</source>
        <translation>%1已损坏：有 %2 项，而不是 2 项</translation>
    </message>
    <message>
        <location filename="../engine/src/exec/timer_snapshot.cpp" line="-19"/>
        <source>%1 are corrupt: a timer without a valid tag</source>
        <translation>%1已损坏：存在没有有效标记的定时器</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>%1 are corrupt: %2 items, not %3</source>
        <translation>%1已损坏：有 %2 项，而不是 %3 项</translation>
    </message>
    <message>
        <location filename="../engine/src/exec/value_list_aggregates.cpp" line="+197"/>
        <source>JSON_OBJECTAGG: a key is NULL; keys must not be NULL</source>
        <translation>JSON_OBJECTAGG：某个键为 NULL；键不能为 NULL</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Key &apos;%1&apos; is already present. Duplicate keys are not allowed in JSON_OBJECTAGG. Please ensure that keys are unique.</source>
        <translation>键 &apos;%1&apos; 已存在。JSON_OBJECTAGG 中不允许重复的键。请确保键是唯一的。</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>A key is already present. Duplicate keys are not allowed in JSON_OBJECTAGG. Please ensure that keys are unique.</source>
        <translation>某个键已存在。JSON_OBJECTAGG 中不允许重复的键。请确保键是唯一的。</translation>
    </message>
    <message>
        <location filename="../engine/src/exec/window_aggregate_operator.cpp" line="+956"/>
        <source>the restored windows of %1</source>
        <translation>%1 的已恢复窗口</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 are corrupt: %2 items</source>
        <translation>%1已损坏：有 %2 项</translation>
    </message>
    <message>
        <location filename="../engine/src/exec/window_join_operator.cpp" line="-117"/>
        <source>window_end is NULL in a row of the window join&apos;s input</source>
        <translation>窗口 Join 输入的某一行中 window_end 为 NULL</translation>
    </message>
    <message>
        <location filename="../engine/src/exec/window_rank_operator.cpp" line="-74"/>
        <source>window_end is NULL in a row of the window Top-N&apos;s input</source>
        <translation>窗口 Top-N 输入的某一行中 window_end 为 NULL</translation>
    </message>
    <message>
        <location filename="../engine/src/exec/window_table_function_operator.cpp" line="+84"/>
        <source>WindowTableFunction: invalid window %1</source>
        <translation>WindowTableFunction：无效的窗口 %1</translation>
    </message>
    <message>
        <location filename="../engine/src/formats/csv_format.cpp" line="+26"/>
        <source>Option &apos;%1&apos; must be a string with a single character, but was: %2</source>
        <translation>选项 &apos;%1&apos; 必须是只含单个字符的字符串，但实际为：%2</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Format cannot define a quote character and disabled quote character at the same time.</source>
        <translation>格式不能同时定义引号字符和禁用引号字符。</translation>
    </message>
    <message>
        <location line="+210"/>
        <location line="+46"/>
        <source>Row length mismatch. %1 fields expected but was %2.</source>
        <translation>行长度不匹配。应为 %1 个字段，但实际为 %2 个。</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>missing closing quote for a value</source>
        <translation>值缺少右引号</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Too many entries: expected at most %1 (value #%2 (%3 chars) &quot;%4&quot;)</source>
        <translation>条目过多：最多应为 %1 个（第 %2 个值（%3 个字符）&quot;%4&quot;）</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>field &apos;%1&apos;: an empty value cannot be read as %2 (Flink&apos;s csv format reads no NULL from an empty field; &apos;csv.null-literal&apos; = &apos;&apos; makes it one)</source>
        <translation>字段 &apos;%1&apos;：空值无法读取为 %2（Flink 的 csv 格式不会从空字段读出 NULL；设置 &apos;csv.null-literal&apos; = &apos;&apos; 可使其读为 NULL）</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../engine/src/formats/json_format.cpp" line="+146"/>
        <source>field &apos;%1&apos;: %2</source>
        <translation>字段 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location filename="../engine/src/formats/json_format.cpp" line="+32"/>
        <source>cannot convert %1 to %2</source>
        <translation>无法将 %1 转换为 %2</translation>
    </message>
    <message>
        <location line="-24"/>
        <source>Could not find field with name &apos;%1&apos;.</source>
        <translation>找不到名为 &apos;%1&apos; 的字段。</translation>
    </message>
    <message>
        <location line="+283"/>
        <source>json.fail-on-missing-field and json.ignore-parse-errors shouldn&apos;t both be true.</source>
        <translation>json.fail-on-missing-field 和 json.ignore-parse-errors 不应同时为 true。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Unsupported value &apos;%1&apos; for json.timestamp-format.standard. Supported values are [SQL, ISO-8601].</source>
        <translation>json.timestamp-format.standard 不支持值 &apos;%1&apos;。支持的值为 [SQL, ISO-8601]。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Unsupported value &apos;%1&apos; for json.map-null-key.mode. Supported values are [LITERAL, FAIL, DROP].</source>
        <translation>json.map-null-key.mode 不支持值 &apos;%1&apos;。支持的值为 [LITERAL, FAIL, DROP]。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The json format cannot read column &apos;%1&apos; of type %2</source>
        <translation>json 格式无法读取类型为 %2 的列 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="-317"/>
        <location line="+408"/>
        <source>invalid JSON: %1</source>
        <translation>无效的 JSON：%1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a JSON object is expected, but the record is %1</source>
        <translation>应为 JSON 对象，但记录为 %1</translation>
    </message>
    <message>
        <location line="+144"/>
        <source>JSON format doesn&apos;t support to serialize map data with null keys. You can drop null key entries or encode null in literals by specifying json.map-null-key.mode option.</source>
        <translation>JSON 格式不支持序列化带有 null 键的 MAP 数据。可以通过指定 json.map-null-key.mode 选项来丢弃 null 键条目或将 null 编码为字面量。</translation>
    </message>
    <message>
        <location filename="../engine/src/formats/raw_format.cpp" line="+54"/>
        <source>The &apos;raw&apos; format writes exactly one physical column, but the table has %1 columns</source>
        <translation>&apos;raw&apos; 格式只写入恰好一个物理列，但该表有 %1 列</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The &apos;raw&apos; format reads exactly one physical column, but the table has %1 columns</source>
        <translation>&apos;raw&apos; 格式只读取恰好一个物理列，但该表有 %1 列</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The &apos;raw&apos; format does not support column type %1</source>
        <translation>&apos;raw&apos; 格式不支持列类型 %1</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>raw.charset &apos;%1&apos; is not supported by the embedded engine; use UTF-8</source>
        <translation>内置引擎不支持 raw.charset &apos;%1&apos;；请使用 UTF-8</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unsupported endianness name: %1. Valid values of &apos;raw.endianness&apos; option are &apos;big-endian&apos; and &apos;little-endian&apos;.</source>
        <translation>不支持的字节序名称：%1。&apos;raw.endianness&apos; 选项的有效值为 &apos;big-endian&apos; 和 &apos;little-endian&apos;。</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>Size of the given %1 value must be %2 bytes, not %3</source>
        <translation>给定的 %1 值的大小必须为 %2 字节，而不是 %3</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>raw cannot write %1</source>
        <translation>raw 无法写入 %1</translation>
    </message>
    <message>
        <location filename="../engine/src/formats/row_format.cpp" line="+50"/>
        <location line="+13"/>
        <source>Format &apos;%1&apos; is not supported here; use &apos;csv&apos; or &apos;json&apos;</source>
        <translation>此处不支持格式 &apos;%1&apos;；请使用 &apos;csv&apos; 或 &apos;json&apos;</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>cannot parse &apos;%1&apos; as %2</source>
        <translation>无法将 &apos;%1&apos; 解析为 %2</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>cannot decode &apos;%1&apos; as base64 for %2</source>
        <translation>无法为 %2 将 &apos;%1&apos; 按 base64 解码</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>type %1 cannot be read from text</source>
        <translation>类型 %1 无法从文本读取</translation>
    </message>
    <message>
        <location filename="../engine/src/functions/conditional_functions.cpp" line="+94"/>
        <source>TYPEOF&apos;s second argument (forceSerializable) must be a BOOLEAN literal</source>
        <translation>TYPEOF 的第二个参数（forceSerializable）必须是 BOOLEAN 字面量</translation>
    </message>
    <message>
        <location filename="../engine/src/functions/hash_functions.cpp" line="+45"/>
        <source>Unsupported algorithm: SHA2 takes 224, 256, 384 or 512 bits, not %1</source>
        <translation>不支持的算法：SHA2 接受 224、256、384 或 512 位，而不是 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the digest failed</source>
        <translation>摘要计算失败</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Illegal base64 character %1</source>
        <translation>非法的 base64 字符 %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Last unit does not have enough valid bits</source>
        <translation>最后一个单元没有足够的有效位</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Input byte array has incorrect ending byte at %1</source>
        <translation>输入字节数组在 %1 处的结尾字节不正确</translation>
    </message>
    <message>
        <location line="+52"/>
        <location line="+34"/>
        <source>Unsupported charset: %1</source>
        <translation>不支持的字符集：%1</translation>
    </message>
    <message>
        <location filename="../engine/src/functions/json_construction_functions.cpp" line="+78"/>
        <source>Type &apos;%1&apos; is not supported for JSON conversion. The key type must be a character string.</source>
        <translation>类型 &apos;%1&apos; 不支持 JSON 转换。键类型必须是字符串。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Type &apos;%1&apos; is not scalar or cannot be converted into JSON.</source>
        <translation>类型 &apos;%1&apos; 不是标量，或无法转换为 JSON。</translation>
    </message>
    <message>
        <location line="+171"/>
        <source>The key of JSON_OBJECT must be a character string, not %1</source>
        <translation>JSON_OBJECT 的键必须是字符串，而不是 %1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The key of JSON_OBJECT is NULL; keys must not be NULL</source>
        <translation>JSON_OBJECT 的键为 NULL；键不能为 NULL</translation>
    </message>
    <message>
        <location filename="../engine/src/functions/json_functions.cpp" line="+71"/>
        <source>Illegal character at position 0 in path %1</source>
        <translation>路径 %1 中位置 0 处有非法字符</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+15"/>
        <source>Path must not end with a &apos;.&apos; or &apos;..&apos;</source>
        <translation>路径不能以 &apos;.&apos; 或 &apos;..&apos; 结尾</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Property has not been closed - missing closing %1</source>
        <translation>属性未闭合 - 缺少右侧的 %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Could not parse token starting at position %1. Expected ?, &apos;, 0-9, * </source>
        <translation>无法解析从位置 %1 开始的词法单元。应为 ?, &apos;, 0-9, * </translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+5"/>
        <source>Could not parse token at position %1 of path %2</source>
        <translation>无法解析路径 %2 中位置 %1 处的词法单元</translation>
    </message>
    <message>
        <location line="+121"/>
        <source>Illegal JSON value: %1</source>
        <translation>非法的 JSON 值：%1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>No results for path: %1</source>
        <translation>路径无结果：%1</translation>
    </message>
    <message>
        <location line="+117"/>
        <source>Empty result of JSON_VALUE function is not allowed</source>
        <translation>JSON_VALUE 函数不允许空结果</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Strict jsonpath mode requires scalar value, and the actual value is: &apos;%1&apos;</source>
        <translation>严格 jsonpath 模式要求标量值，而实际值为：&apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Empty result of JSON_QUERY function is not allowed</source>
        <translation>JSON_QUERY 函数不允许空结果</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Strict jsonpath mode requires array or object value, and the actual value is: &apos;%1&apos;</source>
        <translation>严格 jsonpath 模式要求数组或对象值，而实际值为：&apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../engine/src/functions/math_functions.cpp" line="+33"/>
        <source>Unsupported call: ATAN2(%1, %2)</source>
        <translation>不支持的调用：ATAN2(%1, %2)</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>SIGN of a %1 does not compile on Flink 1.20 (Table program cannot be compiled); CAST the argument to INT</source>
        <translation>%1 的 SIGN 在 Flink 1.20 上无法编译（Table program cannot be compiled）；请将参数 CAST 为 INT</translation>
    </message>
    <message>
        <location line="+259"/>
        <source>bound must be positive</source>
        <translation>bound 必须为正数</translation>
    </message>
    <message>
        <location filename="../engine/src/functions/simple_date_format.cpp" line="+118"/>
        <source>Unterminated quote</source>
        <translation>引号未闭合</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Illegal pattern character &apos;%1&apos;</source>
        <translation>非法的模式字符 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../engine/src/functions/string_functions.cpp" line="+106"/>
        <source>%1 gives NULL for a negative length or an empty pad, but its arguments are NOT NULL, so Flink fails here too</source>
        <translation>%1 在长度为负或填充为空时返回 NULL，但其参数为 NOT NULL，因此 Flink 在此处同样会失败</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>REPEAT would build a string of %1 bytes, more than a string can hold</source>
        <translation>REPEAT 将构建一个 %1 字节的字符串，超出了字符串所能容纳的大小</translation>
    </message>
    <message>
        <location line="+130"/>
        <source>nthAppearance must be positive!</source>
        <translation>nthAppearance 必须为正数！</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>REGEXP_REPLACE: &apos;%1&apos; is not a valid regular expression</source>
        <translation>REGEXP_REPLACE：&apos;%1&apos; 不是有效的正则表达式</translation>
    </message>
    <message>
        <location line="+99"/>
        <source>STR_TO_MAP delimiter is not a valid regular expression: %1</source>
        <translation>STR_TO_MAP 分隔符不是有效的正则表达式：%1</translation>
    </message>
    <message>
        <location filename="../engine/src/functions/temporal_functions.cpp" line="+213"/>
        <source>unit EPOCH can not be applied to time variable</source>
        <translation>单位 EPOCH 不能应用于时间变量</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>unit %1 can not be applied to %2 variable</source>
        <translation>单位 %1 不能应用于 %2 变量</translation>
    </message>
    <message>
        <location line="+402"/>
        <source>The precision of TO_TIMESTAMP_LTZ must be a constant 0 or 3</source>
        <translation>TO_TIMESTAMP_LTZ 的精度必须是常量 0 或 3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The precision value &apos;%1&apos; for function TO_TIMESTAMP_LTZ(numeric, precision) is unsupported, the supported value is &apos;0&apos; for second or &apos;3&apos; for millisecond.</source>
        <translation>函数 TO_TIMESTAMP_LTZ(numeric, precision) 不支持精度值 &apos;%1&apos;，支持的值为 &apos;0&apos;（秒）或 &apos;3&apos;（毫秒）。</translation>
    </message>
    <message>
        <location line="+222"/>
        <source>Hour out of range: [%1]</source>
        <translation>小时超出范围：[%1]</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Cannot apply &apos;%1&apos; to arguments of type &apos;%1(&lt;%2&gt;, &lt;INTERVAL %3&gt;)&apos;. Supported form(s): &apos;%1(&lt;NUMERIC&gt;)&apos; &apos;%1(&lt;DATETIME_INTERVAL&gt;)&apos; &apos;%1(&lt;DATE&gt; TO &lt;TIME_UNIT&gt;)&apos; &apos;%1(&lt;TIME&gt; TO &lt;TIME_UNIT&gt;)&apos; &apos;%1(&lt;TIMESTAMP&gt; TO &lt;TIME_UNIT&gt;)&apos;</source>
        <translation>无法将 &apos;%1&apos; 应用于类型为 &apos;%1(&lt;%2&gt;, &lt;INTERVAL %3&gt;)&apos; 的参数。支持的形式：&apos;%1(&lt;NUMERIC&gt;)&apos; &apos;%1(&lt;DATETIME_INTERVAL&gt;)&apos; &apos;%1(&lt;DATE&gt; TO &lt;TIME_UNIT&gt;)&apos; &apos;%1(&lt;TIME&gt; TO &lt;TIME_UNIT&gt;)&apos; &apos;%1(&lt;TIMESTAMP&gt; TO &lt;TIME_UNIT&gt;)&apos;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&apos;%1&apos; is not a time unit %2 can round to</source>
        <translation>&apos;%1&apos; 不是 %2 可以取整到的时间单位</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1(... TO %2) of a %3 fails on Flink 1.20 (Cannot invoke &quot;java.math.BigDecimal.intValue()&quot; because &quot;unit$1.startUnit.multiplier&quot; is null); use EXTRACT(%2 FROM ...)</source>
        <translation>%3 的 %1(... TO %2) 在 Flink 1.20 上会失败（Cannot invoke &quot;java.math.BigDecimal.intValue()&quot; because &quot;unit$1.startUnit.multiplier&quot; is null）；请使用 EXTRACT(%2 FROM ...)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1(... TO %2) of a TIMESTAMP_LTZ does not compile on Flink 1.20 (Table program cannot be compiled); round CAST(... AS TIMESTAMP(3)) instead</source>
        <translation>TIMESTAMP_LTZ 的 %1(... TO %2) 在 Flink 1.20 上无法编译（Table program cannot be compiled）；请改为对 CAST(... AS TIMESTAMP(3)) 取整</translation>
    </message>
    <message>
        <location filename="../engine/src/plan/binder.cpp" line="+82"/>
        <source>%1 &apos;%2&apos; not found; did you mean &apos;%3&apos;?</source>
        <translation>未找到%1 &apos;%2&apos;；您是否指的是 &apos;%3&apos;？</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 &apos;%2&apos; not found</source>
        <translation>未找到%1 &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>%1 precision %2 is above the largest, %3: Flink takes it as %3</source>
        <translation>%1 的精度 %2 超过了最大值 %3：Flink 将其视为 %3</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Type %1 cannot be the type of a table column</source>
        <translation>类型 %1 不能作为表列的类型</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>Source table &apos;%1&apos; of the LIKE clause can not be a VIEW</source>
        <translation>LIKE 子句的源表 &apos;%1&apos; 不能是 VIEW</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>CREATE TABLE ... LIKE &apos;%1&apos;, defined by %2,</source>
        <translation>CREATE TABLE ... LIKE &apos;%1&apos;（由 %2 定义），</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Source table &apos;%1&apos; of the LIKE clause not found in the catalog</source>
        <translation>在 Catalog 中找不到 LIKE 子句的源表 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Illegal merging strategy &apos;OVERWRITING&apos; for &apos;%1&apos; option.</source>
        <translation>&apos;%1&apos; 选项的合并策略 &apos;OVERWRITING&apos; 非法。</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>Column &apos;%1&apos; is defined twice in table &apos;%2&apos;</source>
        <translation>表 &apos;%2&apos; 中列 &apos;%1&apos; 被定义了两次</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A column named &apos;%1&apos; already exists in the base table.</source>
        <translation>基表中已存在名为 &apos;%1&apos; 的列。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A generated column named &apos;%1&apos; already exists in the base table. You might want to specify EXCLUDING GENERATED or OVERWRITING GENERATED.</source>
        <translation>基表中已存在名为 &apos;%1&apos; 的生成列。您可能需要指定 EXCLUDING GENERATED 或 OVERWRITING GENERATED。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>A metadata column named &apos;%1&apos; already exists in the base table. You might want to specify EXCLUDING METADATA or OVERWRITING METADATA.</source>
        <translation>基表中已存在名为 &apos;%1&apos; 的元数据列。您可能需要指定 EXCLUDING METADATA 或 OVERWRITING METADATA。</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The base table already has a primary key. You might want to specify EXCLUDING CONSTRAINTS.</source>
        <translation>基表已有主键。您可能需要指定 EXCLUDING CONSTRAINTS。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The base table already has partitions defined. You might want to specify EXCLUDING PARTITIONS.</source>
        <translation>基表已定义分区。您可能需要指定 EXCLUDING PARTITIONS。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>There already exists a watermark spec for column &apos;%1&apos; in the base table. You might want to specify EXCLUDING WATERMARKS or OVERWRITING WATERMARKS.</source>
        <translation>基表中已存在列 &apos;%1&apos; 的水位线定义。您可能需要指定 EXCLUDING WATERMARKS 或 OVERWRITING WATERMARKS。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>PARTITIONED BY column &apos;%1&apos; is not a column of &apos;%2&apos; (its columns: %3)</source>
        <translation>PARTITIONED BY 中的列 &apos;%1&apos; 不是 &apos;%2&apos; 的列（其列为：%3）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>PRIMARY KEY column &apos;%1&apos; is not a column of &apos;%2&apos;</source>
        <translation>PRIMARY KEY 列 &apos;%1&apos; 不是 &apos;%2&apos; 的列</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>PRIMARY KEY column &apos;%1&apos; must be a physical column, not a computed or metadata column</source>
        <translation>PRIMARY KEY 列 &apos;%1&apos; 必须是物理列，而不能是计算列或元数据列</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Invalid primary key &apos;PK_%1&apos;. Column &apos;%2&apos; is nullable.</source>
        <translation>无效的主键 &apos;PK_%1&apos;。列 &apos;%2&apos; 可为空。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>WATERMARK column &apos;%1&apos; is not a top-level column of &apos;%2&apos;</source>
        <translation>WATERMARK 列 &apos;%1&apos; 不是 &apos;%2&apos; 的顶层列</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Invalid type of the time field &apos;%1&apos; for the watermark: it must be TIMESTAMP(p) or TIMESTAMP_LTZ(p) with p from 0 to 3, but is %2</source>
        <translation>用于水位线的时间字段 &apos;%1&apos; 的类型无效：必须为 TIMESTAMP(p) 或 TIMESTAMP_LTZ(p)，且 p 介于 0 到 3 之间，但实际为 %2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The watermark expression must return a TIMESTAMP or TIMESTAMP_LTZ, but returns %1</source>
        <translation>水位线表达式必须返回 TIMESTAMP 或 TIMESTAMP_LTZ，但返回了 %1</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>There already exists an option [&apos;%1&apos; -&gt; &apos;%2&apos;] in the base table. You might want to specify EXCLUDING OPTIONS or OVERWRITING OPTIONS.</source>
        <translation>基表中已存在选项 [&apos;%1&apos; -&gt; &apos;%2&apos;]。您可能需要指定 EXCLUDING OPTIONS 或 OVERWRITING OPTIONS。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Option &apos;%1&apos; is set twice; the last value wins</source>
        <translation>选项 &apos;%1&apos; 被设置了两次；以最后一个值为准</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>A table with the legacy option &apos;connector.type&apos; = &apos;%1&apos; runs on Flink; not supported by the embedded engine yet (declare it with &apos;connector&apos; and the current option names)</source>
        <translation>使用旧版选项 &apos;connector.type&apos; = &apos;%1&apos; 的表可在 Flink 上运行；内置引擎暂不支持（请使用 &apos;connector&apos; 和当前的选项名声明该表）</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>A streaming filesystem sink makes its part files visible as checkpoints complete; without &apos;execution.checkpointing.interval&apos; Flink keeps them in progress (hidden) until the input ends, so an unbounded job shows none</source>
        <translation>流式 filesystem 结果表在检查点完成时使其 part 文件可见；若未设置 &apos;execution.checkpointing.interval&apos;，Flink 会将这些文件保持为进行中（隐藏）状态直到输入结束，因此无界作业不会显示任何文件</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>A Kafka sink with exactly-once delivery commits its transaction as each checkpoint completes; without &apos;execution.checkpointing.interval&apos; readers of committed data (isolation.level = read_committed) see its rows only when the job ends</source>
        <translation>精确一次投递的 Kafka 结果表在每个检查点完成时提交其事务；若未设置 &apos;execution.checkpointing.interval&apos;，读取已提交数据的读取方（isolation.level = read_committed）只有在作业结束时才能看到其行</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A Kafka sink with exactly-once delivery needs &apos;execution.checkpointing.mode&apos; = &apos;EXACTLY_ONCE&apos;: with AT_LEAST_ONCE checkpoints a restore may write rows twice</source>
        <translation>精确一次投递的 Kafka 结果表需要 &apos;execution.checkpointing.mode&apos; = &apos;EXACTLY_ONCE&apos;：使用 AT_LEAST_ONCE 检查点时，恢复后可能会重复写入行</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Cannot INSERT INTO view &apos;%1&apos;; only tables can be written</source>
        <translation>无法对视图 &apos;%1&apos; 执行 INSERT INTO；只能写入表</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../engine/src/plan/binder_from.cpp" line="+190"/>
        <source>Table &apos;%1&apos;, defined by %2,</source>
        <translation>表 &apos;%1&apos;（由 %2 定义），</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table</source>
        <translation>表</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>INSERT OVERWRITE requires that the underlying DynamicTableSink of table &apos;%1&apos; implements the SupportsOverwrite interface.</source>
        <translation>INSERT OVERWRITE 要求表 &apos;%1&apos; 底层的 DynamicTableSink 实现 SupportsOverwrite 接口。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Streaming mode not support overwrite.</source>
        <translation>流模式不支持 overwrite。</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>%1 (ROW_NUMBER() without a filter on its result numbers the rows of an OVER window; a Top-N needs one in the enclosing query, such as WHERE rn &lt;= N)</source>
        <translation>%1（不对 ROW_NUMBER() 的结果进行过滤时，它只是为 OVER 窗口的行编号；Top-N 需要在外层查询中有这样的过滤，例如 WHERE rn &lt;= N）</translation>
    </message>
    <message>
        <location line="+30"/>
        <location filename="../engine/src/plan/binder_over.cpp" line="+214"/>
        <source>The window can only be ordered by a single time column.</source>
        <translation>窗口只能按单个时间列排序。</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../engine/src/plan/binder_over.cpp" line="+3"/>
        <source>The window can only be ordered in ASCENDING mode.</source>
        <translation>窗口只能按 ASCENDING 模式排序。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location filename="../engine/src/plan/binder_over.cpp" line="+13"/>
        <source>OVER windows&apos; ordering in stream mode must be defined on a time attribute.</source>
        <translation>流模式下 OVER 窗口的排序必须定义在时间属性上。</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Connector &apos;%1&apos; can only be used as a source. It cannot be used as a sink (table &apos;%2&apos;)</source>
        <translation>连接器 &apos;%1&apos; 只能用作源表，不能用作结果表（表 &apos;%2&apos;）</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Column &apos;%1&apos; not found in table &apos;%2&apos;</source>
        <translation>表 &apos;%2&apos; 中找不到列 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Column &apos;%1&apos; is listed twice</source>
        <translation>列 &apos;%1&apos; 被列出了两次</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Column &apos;%1&apos; of &apos;%2&apos; is computed or virtual and cannot be written</source>
        <translation>&apos;%2&apos; 的列 &apos;%1&apos; 是计算列或虚拟列，不能写入</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Column types of query result and sink for &apos;%1&apos; do not match: the query has %2 columns, the sink %3. Query schema: %4. Sink schema: %5.</source>
        <translation>&apos;%1&apos; 的查询结果与结果表的列类型不匹配：查询有 %2 列，结果表有 %3 列。查询 schema：%4。结果表 schema：%5。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Column types of query result and sink for &apos;%1&apos; do not match: column &apos;%2&apos; is %3 but the query gives %4 (add a CAST). Query schema: %5. Sink schema: %6.</source>
        <translation>&apos;%1&apos; 的查询结果与结果表的列类型不匹配：列 &apos;%2&apos; 为 %3，但查询给出的是 %4（请添加 CAST）。查询 schema：%5。结果表 schema：%6。</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Column &apos;%1&apos; of &apos;%2&apos; is NOT NULL and must be given a value</source>
        <translation>&apos;%2&apos; 的列 &apos;%1&apos; 为 NOT NULL，必须为其提供值</translation>
    </message>
    <message>
        <location filename="../engine/src/plan/binder_from.cpp" line="-86"/>
        <source>The alias lists %1 columns but the table has %2</source>
        <translation>别名列表有 %1 列，但表有 %2 列</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>FOR SYSTEM_TIME AS OF outside a temporal join</source>
        <translation>时态 Join 之外的 FOR SYSTEM_TIME AS OF</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>WITH %1 lists %2 columns but its query returns %3</source>
        <translation>WITH %1 列出了 %2 个列，但其查询返回 %3 个</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>OPTIONS hints apply to tables only; ignored on a WITH entry</source>
        <translation>OPTIONS 提示仅适用于表；在 WITH 项上将被忽略</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>View &apos;%1&apos; refers to itself</source>
        <translation>视图 &apos;%1&apos; 引用了自身</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Object</source>
        <translation>对象</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Table &apos;%1&apos; is read from its consumer group&apos;s committed offsets (&apos;scan.startup.mode&apos; &apos;group-offsets&apos;, the default), which needs &apos;properties.group.id&apos;: set it, or another &apos;scan.startup.mode&apos; such as &apos;earliest-offset&apos;</source>
        <translation>表 &apos;%1&apos; 从其消费者组已提交的偏移量读取（&apos;scan.startup.mode&apos; 为 &apos;group-offsets&apos;，即默认值），这需要 &apos;properties.group.id&apos;：请设置它，或改用其他 &apos;scan.startup.mode&apos;，例如 &apos;earliest-offset&apos;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Connector &apos;%1&apos; can only be used as a sink. It cannot be used as a source (table &apos;%2&apos;)</source>
        <translation>连接器 &apos;%1&apos; 只能用作结果表，不能用作源表（表 &apos;%2&apos;）</translation>
    </message>
    <message>
        <location line="-41"/>
        <location line="+62"/>
        <source>Hint &apos;%1&apos; is not known here and is ignored</source>
        <translation>提示 &apos;%1&apos; 在此处未知，已被忽略</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>View &apos;%1&apos; has no options to override: OPTIONS hints apply to tables only (Flink refuses the query)</source>
        <translation>视图 &apos;%1&apos; 没有可覆盖的选项：OPTIONS 提示只适用于表（Flink 会拒绝该查询）</translation>
    </message>
    <message>
        <location line="+63"/>
        <source>OPTIONS hints are off: &apos;%1&apos; is false</source>
        <translation>OPTIONS 提示已关闭：&apos;%1&apos; 为 false</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>OPTIONS hints take &apos;key&apos; = &apos;value&apos; pairs</source>
        <translation>OPTIONS 提示接受 &apos;key&apos; = &apos;value&apos; 键值对</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>The system time period specification expects Timestamp type but is &apos;%1&apos;</source>
        <translation>系统时间段规范要求 Timestamp 类型，但实际为 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Temporal table join currently only supports &apos;FOR SYSTEM_TIME AS OF&apos; left table&apos;s time attribute field</source>
        <translation>时态表 Join 目前仅支持以左表的时间属性字段作为 &apos;FOR SYSTEM_TIME AS OF&apos;</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>A temporal join on &apos;%1&apos;</source>
        <translation>对 &apos;%1&apos; 的时态 Join</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Temporal Table Join requires primary key in versioned table, but no primary key can be found</source>
        <translation>时态表 Join 要求版本表具有主键，但未找到主键</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Processing-time temporal join is not supported yet: &apos;%1&apos; (connector &apos;%2&apos;) is no lookup source, and Flink joins processing time only against one</source>
        <translation>暂不支持处理时间时态 Join：&apos;%1&apos;（连接器 &apos;%2&apos;）不是 lookup 源表，而 Flink 只能与此类源表进行处理时间 Join</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Processing-time temporal join is not supported yet: &apos;%1&apos; is no lookup source, and Flink joins processing time only against one</source>
        <translation>暂不支持处理时间时态 Join：&apos;%1&apos; 不是 lookup 源表，而 Flink 只能与此类源表进行处理时间 Join</translation>
    </message>
    <message>
        <location line="+6"/>
        <location line="+289"/>
        <source>Event-Time Temporal Table Join requires both primary key and row time attribute in versioned table, but no row time attribute can be found</source>
        <translation>事件时间时态表 Join 要求版本表同时具有主键和行时间属性，但未找到行时间属性</translation>
    </message>
    <message>
        <location line="-285"/>
        <source>Unsupported join type for temporal join: only INNER JOIN and LEFT JOIN are supported</source>
        <translation>时态 Join 不支持该 Join 类型：仅支持 INNER JOIN 和 LEFT JOIN</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Temporal table join currently only supports &apos;FOR SYSTEM_TIME AS OF&apos; left table&apos;s time attribute field&apos;</source>
        <translation>时态表 Join 目前仅支持以左表的时间属性字段作为 &apos;FOR SYSTEM_TIME AS OF&apos;&apos;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>UNNEST ... WITH ORDINALITY cannot be planned by Flink 1.20: its planner fails on it (&quot;%1&quot;)</source>
        <translation>UNNEST ... WITH ORDINALITY 无法由 Flink 1.20 规划：其规划器会在此失败（&quot;%1&quot;）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>UNNEST of several collections at once</source>
        <translation>同时对多个集合进行 UNNEST</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>UNNEST expects an ARRAY, MAP or MULTISET, but got %1</source>
        <translation>UNNEST 应为 ARRAY、MAP 或 MULTISET，但找到 %1</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>List of column aliases must have same degree as table; table has %1 columns (UNNEST of %2), whereas alias list has %3 columns</source>
        <translation>列别名列表的列数必须与表相同；表有 %1 列（%2 的 UNNEST），而别名列表有 %3 列</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>A join with UNNEST on a condition other than TRUE</source>
        <translation>以 TRUE 以外的条件与 UNNEST 进行 Join</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>filter the unnested rows in WHERE</source>
        <translation>在 WHERE 中过滤展开后的行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A RIGHT or FULL join with UNNEST</source>
        <translation>与 UNNEST 进行 RIGHT 或 FULL Join</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>Column name &apos;%1&apos; in NATURAL join or USING clause is not unique on one side of join</source>
        <translation>NATURAL 连接或 USING 子句中的列名 &apos;%1&apos; 在连接的一侧不唯一</translation>
    </message>
    <message>
        <location line="+6"/>
        <location filename="../engine/src/plan/expression_binder.cpp" line="+578"/>
        <source>Column &apos;%1&apos; not found in any table</source>
        <translation>在任何表中都找不到列 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+103"/>
        <source>Join hint &apos;%1&apos; is not known to the embedded engine and is ignored</source>
        <translation>内置引擎无法识别 Join 提示 &apos;%1&apos;，已将其忽略</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A join&apos;s OPTIONS hint accepts only &apos;state.ttl.left&apos; and &apos;state.ttl.right&apos;</source>
        <translation>Join 的 OPTIONS 提示只接受 &apos;state.ttl.left&apos; 和 &apos;state.ttl.right&apos;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Invalid value for &apos;%1&apos;: %2</source>
        <translation>&apos;%1&apos; 的值无效：%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>A WHERE clause cannot be combined with the per-side state TTL hint OPTIONS(&apos;state.ttl.left&apos;/&apos;state.ttl.right&apos;) on a join in the same query; move the filter into a subquery or view</source>
        <translation>在同一查询中，WHERE 子句不能与 Join 上按侧设置状态 TTL 的提示 OPTIONS(&apos;state.ttl.left&apos;/&apos;state.ttl.right&apos;) 同时使用；请将过滤条件移入子查询或视图</translation>
    </message>
    <message>
        <location line="+138"/>
        <source>A processing-time temporal join (lookup join) is an INNER or LEFT join</source>
        <translation>处理时间时态 Join（Lookup Join）只能是 INNER 或 LEFT Join</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A lookup join on a table with computed columns</source>
        <translation>对含有计算列的表进行 Lookup Join</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>The lookup key %1 is %2, which %3 does not widen to</source>
        <translation>Lookup 键 %1 的类型为 %2，而 %3 无法拓宽为该类型</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Temporal table join requires an equality condition on fields of table [%1].</source>
        <translation>时态表 Join 要求在表 [%1] 的字段上有等值条件。</translation>
    </message>
    <message>
        <location line="+146"/>
        <source>The window %1 must be a day-time INTERVAL literal, e.g. INTERVAL &apos;10&apos; MINUTES</source>
        <translation>窗口%1必须是 day-time INTERVAL 字面量，例如 INTERVAL &apos;10&apos; MINUTES</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The window %1 must be positive</source>
        <translation>窗口%1必须为正数</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Table function &apos;%1&apos; is not supported; the embedded engine has the window functions TUMBLE, HOP, CUMULATE and SESSION</source>
        <translation>不支持表函数 &apos;%1&apos;；内置引擎提供的窗口函数有 TUMBLE、HOP、CUMULATE 和 SESSION</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Unknown parameter &apos;%1&apos; of %2</source>
        <translation>%2 的参数 &apos;%1&apos; 未知</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>SESSION needs a gap: SESSION(TABLE t [PARTITION BY k], DESCRIPTOR(ts), INTERVAL &apos;5&apos; MINUTES)</source>
        <translation>SESSION 需要指定间隔：SESSION(TABLE t [PARTITION BY k], DESCRIPTOR(ts), INTERVAL &apos;5&apos; MINUTES)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 needs a table as its first argument: %2(TABLE t, DESCRIPTOR(ts), ...)</source>
        <translation>%1 的第一个参数必须是表：%2(TABLE t, DESCRIPTOR(ts), ...)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 needs the time column as DESCRIPTOR(column) after the table</source>
        <translation>%1 需要在表之后以 DESCRIPTOR(column) 指定时间列</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 takes no PARTITION BY; only the SESSION window does</source>
        <translation>%1 不接受 PARTITION BY；只有 SESSION 窗口接受</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TUMBLE needs a window size: TUMBLE(TABLE t, DESCRIPTOR(ts), INTERVAL &apos;10&apos; MINUTES)</source>
        <translation>TUMBLE 需要指定窗口大小：TUMBLE(TABLE t, DESCRIPTOR(ts), INTERVAL &apos;10&apos; MINUTES)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>HOP needs a slide and a size: HOP(TABLE t, DESCRIPTOR(ts), INTERVAL &apos;5&apos; MINUTES, INTERVAL &apos;10&apos; MINUTES)</source>
        <translation>HOP 需要指定滑动步长和大小：HOP(TABLE t, DESCRIPTOR(ts), INTERVAL &apos;5&apos; MINUTES, INTERVAL &apos;10&apos; MINUTES)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CUMULATE needs a step and a size: CUMULATE(TABLE t, DESCRIPTOR(ts), INTERVAL &apos;1&apos; MINUTES, INTERVAL &apos;10&apos; MINUTES)</source>
        <translation>CUMULATE 需要指定步长和大小：CUMULATE(TABLE t, DESCRIPTOR(ts), INTERVAL &apos;1&apos; MINUTES, INTERVAL &apos;10&apos; MINUTES)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A window offset</source>
        <translation>窗口偏移量</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>DESCRIPTOR must name exactly one time column</source>
        <translation>DESCRIPTOR 必须恰好指定一个时间列</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+33"/>
        <source>Column &apos;%1&apos; not found in &apos;%2&apos;</source>
        <translation>在 &apos;%2&apos; 中找不到列 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>The window function requires the time column to be a time attribute (a WATERMARK column or PROCTIME()), but &apos;%1&apos; is %2 (as in Flink, a regular join or an aggregation turns time attributes into plain timestamps; only an interval join keeps them)</source>
        <translation>窗口函数要求时间列是时间属性（WATERMARK 列或 PROCTIME()），但 &apos;%1&apos; 是 %2（与 Flink 一样，常规 Join 或聚合会将时间属性变为普通时间戳；只有区间 Join 会保留时间属性）</translation>
    </message>
    <message>
        <location line="+21"/>
        <location filename="../engine/src/plan/binder_select.cpp" line="+698"/>
        <source>gap</source>
        <translation>间隔</translation>
    </message>
    <message>
        <location line="+12"/>
        <location filename="../engine/src/plan/binder_select.cpp" line="-10"/>
        <location line="+4"/>
        <source>size</source>
        <translation>大小</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../engine/src/plan/binder_select.cpp" line="-1"/>
        <source>slide</source>
        <translation>滑动步长</translation>
    </message>
    <message>
        <location line="+3"/>
        <location filename="../engine/src/plan/binder_select.cpp" line="+4"/>
        <source>HOP window size must be an integral multiple of the slide</source>
        <translation>HOP 窗口大小必须是滑动步长的整数倍</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>step</source>
        <translation>步长</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>CUMULATE window size must be an integral multiple of the step</source>
        <translation>CUMULATE 窗口大小必须是步长的整数倍</translation>
    </message>
    <message>
        <location filename="../engine/src/plan/binder_lateral.cpp" line="+124"/>
        <source>The alias lists %1 columns but the subquery has %2</source>
        <translation>别名列出了 %1 个列，但子查询有 %2 个</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Flink cannot plan this correlated LATERAL subquery (&quot;%1&quot;): %2. With ORDER BY and LIMIT, Flink plans only `(SELECT DISTINCT k FROM t) a, LATERAL (SELECT columns FROM t WHERE k = a.k ORDER BY columns LIMIT n)`, as a Top-N per k</source>
        <translation>Flink 无法规划此关联 LATERAL 子查询（&quot;%1&quot;）：%2。带 ORDER BY 和 LIMIT 时，Flink 只能规划 `(SELECT DISTINCT k FROM t) a, LATERAL (SELECT columns FROM t WHERE k = a.k ORDER BY columns LIMIT n)` 这种形式，作为按 k 的 Top-N</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>only an inner join without a condition (a comma, CROSS JOIN or JOIN ... ON TRUE) becomes a Top-N</source>
        <translation>只有不带条件的内 Join（逗号、CROSS JOIN 或 JOIN ... ON TRUE）才会变为 Top-N</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>a Top-N has no OFFSET</source>
        <translation>Top-N 没有 OFFSET</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the subquery aggregates</source>
        <translation>子查询进行了聚合</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the left side is not `SELECT DISTINCT columns FROM t` (or `SELECT columns FROM t GROUP BY` those columns)</source>
        <translation>左侧不是 `SELECT DISTINCT columns FROM t`（或按这些列 `SELECT columns FROM t GROUP BY`）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>it has no WHERE equality with the left side&apos;s columns</source>
        <translation>它在 WHERE 中没有与左侧列的等值条件</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the condition is not an equality between a column of the subquery&apos;s table and a column of the left side</source>
        <translation>该条件不是子查询所在表的某列与左侧某列之间的等值比较</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the columns compared have different types (%1 and %2), so the condition compares a cast</source>
        <translation>所比较的列类型不同（%1 与 %2），因此条件比较的是类型转换后的值</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>it selects more than columns of its table</source>
        <translation>它选择的不只是其表中的列</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Ordinal out of range</source>
        <translation>序号超出范围</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>it orders by a column it does not select</source>
        <translation>它按一个未选择的列排序</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>orderKey should not be empty. (Flink runs a correlated LATERAL subquery with LIMIT as a Top-N, which needs an ORDER BY)</source>
        <translation>orderKey 不能为空。（Flink 将带 LIMIT 的关联 LATERAL 子查询作为 Top-N 运行，需要 ORDER BY）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>LIMIT needs a whole number</source>
        <translation>LIMIT 需要一个整数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rank end can&apos;t smaller than zero. The rank end is %1</source>
        <translation>排名结束值不能小于零。当前排名结束值为 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>its FROM is not the relation the left side takes the distinct values of</source>
        <translation>其 FROM 与左侧取去重值的关系不是同一个</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>%1: Flink&apos;s Top-N form of the LATERAL subquery starts with the columns its equalities compare %2, but the left side has %3</source>
        <translation>%1：Flink 的 LATERAL 子查询 Top-N 形式以其等值条件所比较的列 %2 开头，但左侧为 %3</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>A LATERAL subquery reading the columns of the tables before it %1</source>
        <translation>读取其前面各表的列且%1的 LATERAL 子查询</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flink decorrelates it into a join; the embedded engine does so for a plain SELECT ... FROM ... WHERE subquery joined by a comma, CROSS JOIN or [LEFT] JOIN ... ON TRUE</source>
        <translation>Flink 会将其去关联化为 Join；对于通过逗号、CROSS JOIN 或 [LEFT] JOIN ... ON TRUE 连接的普通 SELECT ... FROM ... WHERE 子查询，内置引擎也会这样做</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>with a join condition</source>
        <translation>带有 Join 条件</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>that aggregates, orders or names windows</source>
        <translation>进行聚合、排序或命名窗口</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>that aggregates</source>
        <translation>进行聚合</translation>
    </message>
    <message>
        <location filename="../engine/src/plan/binder_match.cpp" line="+44"/>
        <source>MATCH_RECOGNIZE&apos;s %1 takes column names; compute the expression as a column of a subquery and name that column</source>
        <translation>MATCH_RECOGNIZE 的 %1 只接受列名；请在子查询中将该表达式计算为一列，并为该列命名</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>MATCH_RECOGNIZE&apos;s %1 takes column names</source>
        <translation>MATCH_RECOGNIZE 的 %1 只接受列名</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You must specify either rowtime or proctime for order by.</source>
        <translation>必须为 ORDER BY 指定 rowtime 或 proctime。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You must specify either rowtime or proctime for order by as the first one.</source>
        <translation>必须将 rowtime 或 proctime 指定为 ORDER BY 的第一项。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Primary sort order of a streaming table must be ascending on time.</source>
        <translation>流式表的主排序必须按时间升序。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Group patterns are not supported yet: a quantifier applies to a single pattern variable in Flink&apos;s MATCH_RECOGNIZE</source>
        <translation>暂不支持分组模式：在 Flink 的 MATCH_RECOGNIZE 中，量词只能作用于单个模式变量</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Currently, CEP doesn&apos;t support branching patterns (A | B).</source>
        <translation>目前 CEP 不支持分支模式（A | B）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Currently, CEP doesn&apos;t support PERMUTE patterns.</source>
        <translation>目前 CEP 不支持 PERMUTE 模式。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Currently, CEP doesn&apos;t support &apos;{-&apos; &apos;-}&apos; patterns.</source>
        <translation>目前 CEP 不支持 &apos;{-&apos; &apos;-}&apos; 模式。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Flink ignores the anchors ^ and $ of a pattern (a stream has no partition start or end): the pattern matches anywhere</source>
        <translation>Flink 会忽略模式的锚点 ^ 和 $（流没有分区的开始或结束）：该模式可在任意位置匹配</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Pattern variables must be unique. That might change in the future. (&apos;%1&apos; appears twice)</source>
        <translation>模式变量必须唯一。将来可能会有所变化。（&apos;%1&apos; 出现了两次）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>The from should be a positive number greater than 0. (Flink&apos;s CEP needs the lower bound of {,m}: write {0,m})</source>
        <translation>from 应为大于 0 的正数。（Flink 的 CEP 需要 {,m} 的下界：请写成 {0,m}）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A quantifier must allow at least one row</source>
        <translation>量词必须允许至少一行</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Reluctant optional variables are not supported yet.</source>
        <translation>暂不支持非贪婪的可选变量。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Optional pattern cannot be preceded by greedy pattern</source>
        <translation>可选模式之前不能是贪婪模式</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Patterns that can produce empty matches are not supported. There must be at least one non-optional state.</source>
        <translation>不支持可能产生空匹配的模式。必须至少有一个非可选状态。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Greedy quantifiers are not allowed as the last element of a Pattern yet. Finish your pattern with either a simple variable or reluctant quantifier.</source>
        <translation>贪婪量词暂不允许作为模式的最后一个元素。请以简单变量或非贪婪量词结束模式。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>All rows per match mode is not supported yet.</source>
        <translation>暂不支持 All rows per match 模式。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Unknown pattern &apos;%1&apos; in SUBSET %2</source>
        <translation>SUBSET %2 中的模式 &apos;%1&apos; 未知</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Flink maps no rows to SUBSET %1: measures reading %2.x are NULL</source>
        <translation>Flink 不会将任何行映射到 SUBSET %1：读取 %2.x 的度量值为 NULL</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>DEFINE %1 is unused: the PATTERN has no variable %2 (%3)</source>
        <translation>DEFINE %1 未被使用：PATTERN 中没有变量 %2（%3）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Pattern variable &apos;%1&apos; is defined twice</source>
        <translation>模式变量 &apos;%1&apos; 被定义了两次</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Duplicate column name &apos;%1&apos; in MATCH_RECOGNIZE&apos;s output (the partition columns come first, then the measures)</source>
        <translation>MATCH_RECOGNIZE 的输出中存在重复的列名 &apos;%1&apos;（分区列在前，然后是度量）</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>AFTER MATCH SKIP TO names &apos;%1&apos;, which is not a variable of the PATTERN (%2)</source>
        <translation>AFTER MATCH SKIP TO 指定了 &apos;%1&apos;，但它不是 PATTERN（%2）中的变量</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Only constant intervals with millisecond resolution are supported as time constraints of patterns.</source>
        <translation>模式的时间约束仅支持毫秒精度的常量时间间隔。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>WITHIN must be a positive interval</source>
        <translation>WITHIN 必须是正的时间间隔</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Table &apos;%1&apos; not found (in MATCH_RECOGNIZE, a qualifier names a pattern variable: %2)</source>
        <translation>找不到表 &apos;%1&apos;（在 MATCH_RECOGNIZE 中，限定符指的是模式变量：%2）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Column &apos;%1&apos; not found in the input of MATCH_RECOGNIZE</source>
        <translation>在 MATCH_RECOGNIZE 的输入中找不到列 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The argument of FIRST, LAST or an aggregate in MATCH_RECOGNIZE must read a single pattern variable</source>
        <translation>MATCH_RECOGNIZE 中 FIRST、LAST 或聚合函数的参数必须只读取单个模式变量</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 cannot be nested in another navigation or aggregate of MATCH_RECOGNIZE</source>
        <translation>%1 不能嵌套在 MATCH_RECOGNIZE 的其他导航函数或聚合中</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+4"/>
        <source>%1&apos;s offset must be a non-negative integer literal</source>
        <translation>%1 的偏移量必须是非负整数字面量</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 takes a value of a pattern variable and an optional offset, e.g. %2(A.price, 1)</source>
        <translation>%1 接受一个模式变量的值和一个可选的偏移量，例如 %2(A.price, 1)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 takes a value and an optional offset</source>
        <translation>%1 接受一个值和一个可选的偏移量</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Flink does not support physical offsets within partition. (%1(x, n) with n &gt; 0; LAST(A.x, n) reads the n-th last row of A)</source>
        <translation>Flink 不支持分区内的物理偏移。（%1(x, n) 且 n &gt; 0；LAST(A.x, n) 读取 A 的倒数第 n 行）</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../engine/src/plan/binder_over.cpp" line="+183"/>
        <location filename="../engine/src/plan/expression_binder.cpp" line="+388"/>
        <location line="+116"/>
        <location line="+109"/>
        <source>Aggregate calls cannot be nested</source>
        <translation>聚合调用不能嵌套</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>DISTINCT aggregations are not supported in MATCH_RECOGNIZE</source>
        <translation>MATCH_RECOGNIZE 中不支持 DISTINCT 聚合</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>FILTER is not supported on an aggregate in MATCH_RECOGNIZE</source>
        <translation>MATCH_RECOGNIZE 中的聚合不支持 FILTER</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1(...) in MATCH_RECOGNIZE</source>
        <translation>MATCH_RECOGNIZE 中的 %1(...)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the engine runs it in a GROUP BY</source>
        <translation>引擎可在 GROUP BY 中运行它</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1() cannot be an argument of a navigation or an aggregate</source>
        <translation>%1() 不能作为导航函数或聚合的参数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>MATCH_PROCTIME() takes no argument</source>
        <translation>MATCH_PROCTIME() 不接受参数</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>MATCH_ROWTIME takes at most one argument, a rowtime attribute</source>
        <translation>MATCH_ROWTIME 最多接受一个参数，且须为行时间属性</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>MATCH_ROWTIME&apos;s argument must be a rowtime attribute</source>
        <translation>MATCH_ROWTIME 的参数必须是行时间属性</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is not supported by Flink&apos;s MATCH_RECOGNIZE</source>
        <translation>Flink 的 MATCH_RECOGNIZE 不支持 %1</translation>
    </message>
    <message>
        <location filename="../engine/src/plan/binder_over.cpp" line="-310"/>
        <source>Window &apos;%1&apos; not found</source>
        <translation>找不到窗口 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>PARTITION BY not allowed with existing window reference</source>
        <translation>引用已有窗口时不允许使用 PARTITION BY</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>ORDER BY not allowed in both base and referenced windows</source>
        <translation>基础窗口和被引用窗口中不能同时使用 ORDER BY</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Referenced window cannot have framing declarations</source>
        <translation>被引用的窗口不能有框架声明</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>ROW_NUMBER() takes no arguments</source>
        <translation>ROW_NUMBER() 不接受参数</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+326"/>
        <location line="+39"/>
        <source>ROW/RANGE not allowed with RANK, DENSE_RANK or ROW_NUMBER functions</source>
        <translation>RANK、DENSE_RANK 或 ROW_NUMBER 函数不允许使用 ROW/RANGE</translation>
    </message>
    <message>
        <location line="-361"/>
        <location line="+325"/>
        <source>Over Agg: The window rank function requires order by clause with non-constant fields. please re-check the over window statement.</source>
        <translation>Over Agg：窗口排名函数要求 ORDER BY 子句包含非常量字段。请重新检查 OVER 窗口语句。</translation>
    </message>
    <message>
        <location line="-322"/>
        <source>ROW_NUMBER() needs ORDER BY in its OVER clause</source>
        <translation>ROW_NUMBER() 的 OVER 子句需要 ORDER BY</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>PARTITION BY of ROW_NUMBER() takes columns; compute the expression in a subquery first</source>
        <translation>ROW_NUMBER() 的 PARTITION BY 只接受列；请先在子查询中计算该表达式</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>ORDER BY of ROW_NUMBER() takes columns; compute the expression in a subquery first</source>
        <translation>ROW_NUMBER() 的 ORDER BY 只接受列；请先在子查询中计算该表达式</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>%1() on streaming table is not supported currently (a Top-N ranks by ROW_NUMBER(); over time, an OVER window counts the rows)</source>
        <translation>目前流式表不支持 %1()（Top-N 按 ROW_NUMBER() 排名；随时间推移，OVER 窗口会对行进行计数）</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>OVER RANGE FOLLOWING windows are not supported yet.</source>
        <translation>暂不支持 OVER RANGE FOLLOWING 窗口。</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+105"/>
        <source>ROWS value must be a non-negative integral constant</source>
        <translation>ROWS 值必须是非负整数常量</translation>
    </message>
    <message>
        <location line="-102"/>
        <location line="+117"/>
        <source>Data Type mismatch between ORDER BY and RANGE clause</source>
        <translation>ORDER BY 与 RANGE 子句的数据类型不匹配</translation>
    </message>
    <message>
        <location line="-116"/>
        <source>RANGE value must be a day-time INTERVAL literal, e.g. INTERVAL &apos;10&apos; MINUTE</source>
        <translation>RANGE 值必须是 day-time INTERVAL 字面量，例如 INTERVAL &apos;10&apos; MINUTE</translation>
    </message>
    <message>
        <location line="+39"/>
        <source>RANGE clause cannot be used with compound ORDER BY clause</source>
        <translation>RANGE 子句不能与复合 ORDER BY 子句一起使用</translation>
    </message>
    <message>
        <location line="+7"/>
        <location line="+15"/>
        <source>UNBOUNDED FOLLOWING cannot be specified for the lower frame boundary</source>
        <translation>窗口框架的下边界不能指定为 UNBOUNDED FOLLOWING</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>UNBOUNDED PRECEDING cannot be specified for the upper frame boundary</source>
        <translation>窗口框架的上边界不能指定为 UNBOUNDED PRECEDING</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Upper frame boundary cannot be PRECEDING when lower boundary is CURRENT ROW</source>
        <translation>当下边界为 CURRENT ROW 时，上边界不能为 PRECEDING</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Upper frame boundary cannot be PRECEDING when lower boundary is FOLLOWING</source>
        <translation>当下边界为 FOLLOWING 时，上边界不能为 PRECEDING</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Upper frame boundary cannot be CURRENT ROW when lower boundary is FOLLOWING</source>
        <translation>当下边界为 FOLLOWING 时，上边界不能为 CURRENT ROW</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Window specification must contain an ORDER BY clause</source>
        <translation>窗口定义必须包含 ORDER BY 子句</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Data type of ORDER BY prohibits use of RANGE clause</source>
        <translation>ORDER BY 的数据类型不允许使用 RANGE 子句</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Unsupported temporal arithmetic.</source>
        <translation>不支持的时间运算。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>RANGE value %1 is out of range for a window frame</source>
        <translation>RANGE 值 %1 超出了窗口框架的范围</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>RANGE value must be a non-negative constant</source>
        <translation>RANGE 值必须是非负常量</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>LEAD Function is not supported in stream mode.</source>
        <translation>流模式下不支持 LEAD 函数。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>OVER must be applied to aggregate function</source>
        <translation>OVER 必须应用于聚合函数</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+123"/>
        <location filename="../engine/src/plan/expression_binder.cpp" line="-227"/>
        <location line="+115"/>
        <location line="+124"/>
        <source>%1 takes exactly one argument</source>
        <translation>%1 只接受一个参数</translation>
    </message>
    <message>
        <location line="-121"/>
        <location line="+129"/>
        <location line="+10"/>
        <source>Distinct not supported in Windowing function!</source>
        <translation>窗口函数中不支持 Distinct！</translation>
    </message>
    <message>
        <location line="-137"/>
        <location line="+129"/>
        <source>%1(DISTINCT ...) over an OVER window</source>
        <translation>OVER 窗口上的 %1(DISTINCT ...)</translation>
    </message>
    <message>
        <location line="-124"/>
        <source>Cannot apply &apos;%1&apos; to arguments of type &apos;%2(&lt;%3&gt;)&apos;. Supported form(s): &apos;%4(&lt;NUMERIC&gt;)&apos;</source>
        <translation>无法将 &apos;%1&apos; 应用于类型为 &apos;%2(&lt;%3&gt;)&apos; 的参数。支持的形式：&apos;%4(&lt;NUMERIC&gt;)&apos;</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>RANK or DENSE_RANK functions require ORDER BY clause in window specification</source>
        <translation>RANK 或 DENSE_RANK 函数要求窗口定义中包含 ORDER BY 子句</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>NTILE takes exactly one argument: NTILE(buckets)</source>
        <translation>NTILE 只接受一个参数：NTILE(buckets)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Argument to function &apos;NTILE&apos; must be a literal</source>
        <translation>函数 &apos;NTILE&apos; 的参数必须是字面量</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Argument to function &apos;NTILE&apos; must be a positive integer literal</source>
        <translation>函数 &apos;NTILE&apos; 的参数必须是正整数字面量</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1() takes no arguments</source>
        <translation>%1() 不接受参数</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>%1 takes a value, and optionally an offset and a default: %2(value [, offset [, default]])</source>
        <translation>%1 接受一个值，以及可选的偏移量和默认值：%2(value [, offset [, default]])</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The column type must be in long/int/short.</source>
        <translation>列类型必须为 long/int/short。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1&apos;s offset must be an INT, not %2</source>
        <translation>%1 的偏移量必须是 INT，而不是 %2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Please explicitly cast default value %1 to %2.</source>
        <translation>请将默认值 %1 显式转换为 %2。</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>APPROX_COUNT_DISTINCT over an OVER window</source>
        <translation>OVER 窗口上的 APPROX_COUNT_DISTINCT</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>there Flink 1.20 counts every non-NULL value of the frame as a new one, equal values too (APPROX_COUNT_DISTINCT(x) OVER w gives COUNT(x) OVER w on small frames), which the engine does not reproduce</source>
        <translation>此时 Flink 1.20 会将框架中的每个非 NULL 值都当作新值计数，相等的值也不例外（在较小的框架上，APPROX_COUNT_DISTINCT(x) OVER w 得到的是 COUNT(x) OVER w），引擎不会重现这一行为</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 Function is not supported in stream mode.</source>
        <translation>流模式下不支持 %1 函数。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1(...) over an OVER window</source>
        <translation>OVER 窗口上的 %1(...)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the engine computes COUNT, SUM, AVG, MIN, MAX, STDDEV_*, VAR_*, LAG, FIRST_VALUE and LAST_VALUE over them, and in batch mode LEAD too</source>
        <translation>引擎可在其上计算 COUNT、SUM、AVG、MIN、MAX、STDDEV_*、VAR_*、LAG、FIRST_VALUE 和 LAST_VALUE，批模式下还可计算 LEAD</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Windowed aggregate expression is illegal in %1 clause</source>
        <translation>%1 子句中不允许使用窗口聚合表达式</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An OVER window in this clause</source>
        <translation>此子句中的 OVER 窗口</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>the engine computes OVER windows in a SELECT list without GROUP BY</source>
        <translation>引擎在不带 GROUP BY 的 SELECT 列表中计算 OVER 窗口</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Over Agg: Unsupported use of OVER windows. All aggregates must be computed on the same window (PARTITION BY, ORDER BY and frame); compute the other window in a subquery</source>
        <translation>Over Agg：不支持的 OVER 窗口用法。所有聚合必须在同一窗口（PARTITION BY、ORDER BY 和框架）上计算；请在子查询中计算其他窗口</translation>
    </message>
    <message>
        <location line="+114"/>
        <source>%1 with a constant offset cannot run here on Flink 1.20: its window is not the first OVER window Flink computes for this SELECT (Flink orders them by PARTITION BY, then ORDER BY), and Flink&apos;s batch OverAggregate then reads the offset from another constant, or fails with an index out of bounds. Compute it in a subquery, or give it the first window</source>
        <translation>带常量偏移量的 %1 无法在 Flink 1.20 上于此处运行：它的窗口不是 Flink 为此 SELECT 计算的第一个 OVER 窗口（Flink 先按 PARTITION BY、再按 ORDER BY 对窗口排序），此时 Flink 的批处理 OverAggregate 会从另一个常量读取偏移量，或因索引越界而失败。请在子查询中计算它，或让它使用第一个窗口</translation>
    </message>
    <message>
        <location filename="../engine/src/plan/binder_select.cpp" line="-570"/>
        <source>FETCH is missed, which on streaming table is not supported currently.</source>
        <translation>缺少 FETCH，目前流式表不支持这种情况。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>OFFSET is not supported in streaming queries</source>
        <translation>流式查询不支持 OFFSET</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 needs a positive whole number</source>
        <translation>%1 需要一个正整数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 needs a whole number of 0 or more</source>
        <translation>%1 需要一个大于或等于 0 的整数</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>ORDER BY over an aggregation, DISTINCT or set operation sorts by output columns only; select the expression and order by its name</source>
        <translation>对聚合、DISTINCT 或集合运算进行 ORDER BY 时只能按输出列排序；请在 SELECT 中选择该表达式并按其名称排序</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Sort on a non-time-attribute field is not supported. (A streaming ORDER BY starts with a time attribute, ascending; or add LIMIT n for a Top-N result.)</source>
        <translation>不支持对非时间属性字段排序。（流式 ORDER BY 须以时间属性升序开头；或添加 LIMIT n 以得到 Top-N 结果。）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>ORDER BY with OFFSET needs a LIMIT or FETCH in batch mode (Flink: &quot;%1&quot;)</source>
        <translation>批模式下带 OFFSET 的 ORDER BY 需要 LIMIT 或 FETCH（Flink：&quot;%1&quot;）</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Query hint &apos;%1&apos; is not known to the embedded engine and is ignored</source>
        <translation>内置引擎无法识别查询提示 &apos;%1&apos;，已将其忽略</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>STATE_TTL takes &apos;table_or_alias&apos; = &apos;duration&apos; pairs</source>
        <translation>STATE_TTL 接受 &apos;table_or_alias&apos; = &apos;duration&apos; 键值对</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Invalid STATE_TTL for &apos;%1&apos;: %2</source>
        <translation>&apos;%1&apos; 的 STATE_TTL 无效：%2</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>STATE_TTL key &apos;%1&apos; matches no input table, view or alias of a join or aggregation in this query (with an alias, use the alias)</source>
        <translation>STATE_TTL 键 &apos;%1&apos; 与此查询中 Join 或聚合的任何输入表、视图或别名都不匹配（如有别名，请使用别名）</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>SELECT * needs a FROM clause</source>
        <translation>SELECT * 需要 FROM 子句</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Duplicate window names not allowed</source>
        <translation>不允许重复的窗口名称</translation>
    </message>
    <message>
        <location line="+100"/>
        <location line="+875"/>
        <source>Illegal use of &apos;NULL&apos;</source>
        <translation>非法使用 &apos;NULL&apos;</translation>
    </message>
    <message>
        <location line="-870"/>
        <location line="+11"/>
        <source>Values passed to VALUES operator must have compatible types</source>
        <translation>传递给 VALUES 运算符的值必须具有兼容的类型</translation>
    </message>
    <message>
        <location line="+141"/>
        <source>The Top-N filter keeps no rows; use rn &lt;= N with N &gt;= 1</source>
        <translation>Top-N 过滤条件不保留任何行；请使用 rn &lt;= N 且 N &gt;= 1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1() on streaming table is not supported currently</source>
        <translation>目前流式表不支持 %1()</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rank end is not specified. Currently rank only support TopN, which means the rank end must be specified.</source>
        <translation>未指定排名结束值。目前排名仅支持 TopN，这意味着必须指定排名结束值。</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Currently, window table function based aggregate doesn&apos;t support early-fire and late-fire configuration &apos;table.exec.emit.early-fire.enabled&apos; and &apos;table.exec.emit.late-fire.enabled&apos;.</source>
        <translation>目前，基于窗口表值函数的聚合不支持提前触发和延迟触发配置 &apos;table.exec.emit.early-fire.enabled&apos; 和 &apos;table.exec.emit.late-fire.enabled&apos;。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Session window doesn&apos;t support EMIT strategy currently.</source>
        <translation>会话窗口目前不支持 EMIT 策略。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>The &apos;AFTER WATERMARK&apos; emit strategy requires set &apos;allow-lateness&apos; or &apos;minIdleStateRetentionTime&apos; in table config. (Set &apos;table.exec.emit.allow-lateness&apos; for late firing.)</source>
        <translation>&apos;AFTER WATERMARK&apos; 触发策略要求在表配置中设置 &apos;allow-lateness&apos; 或 &apos;minIdleStateRetentionTime&apos;。（设置 &apos;table.exec.emit.allow-lateness&apos; 以进行延迟触发。）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Early-fire delay should not be null or negative value when enable early-fire emit strategy. (Set &apos;table.exec.emit.early-fire.delay&apos;.)</source>
        <translation>启用提前触发策略时，提前触发延迟不能为 null 或负值。（请设置 &apos;table.exec.emit.early-fire.delay&apos;。）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Late-fire delay should not be null or negative value when enable late-fire emit strategy. (Set &apos;table.exec.emit.late-fire.delay&apos;.)</source>
        <translation>启用延迟触发策略时，延迟触发延迟不能为 null 或负值。（请设置 &apos;table.exec.emit.late-fire.delay&apos;。）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Allow-lateness [%1ms] should not be smaller than Late-fire delay [%2ms] when enable late-fire emit strategy.</source>
        <translation>启用延迟触发策略时，允许迟到时间 [%1ms] 不应小于延迟触发延迟 [%2ms]。</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>TUMBLE(time_attr, size) takes a time attribute and a size</source>
        <translation>TUMBLE(time_attr, size) 接受一个时间属性和一个大小</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>HOP(time_attr, slide, size) takes a time attribute, a slide and a size</source>
        <translation>HOP(time_attr, slide, size) 接受一个时间属性、一个滑动步长和一个大小</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>SESSION(time_attr, gap) takes a time attribute and a gap</source>
        <translation>SESSION(time_attr, gap) 接受一个时间属性和一个间隔</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Window aggregate can only be defined over a time attribute column, but %1 encountered.</source>
        <translation>窗口聚合只能定义在时间属性列上，但遇到的是 %1。</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>%1 needs a GROUP BY %2(...) with the same arguments</source>
        <translation>%1 需要参数相同的 GROUP BY %2(...)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1(...) must name the window of GROUP BY %2(...), with the same arguments</source>
        <translation>%1(...) 必须指明 GROUP BY %2(...) 的窗口，且参数相同</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is for a window over processing time; use %2</source>
        <translation>%1 用于处理时间上的窗口；请使用 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is for a window over event time; use %2</source>
        <translation>%1 用于事件时间上的窗口；请使用 %2</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>CUBE of %1 elements: more than 2^%2 grouping sets</source>
        <translation>%1 个元素的 CUBE：超过 2^%2 个分组集</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Aggregate functions are not allowed in GROUP BY</source>
        <translation>GROUP BY 中不允许使用聚合函数</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Only a single window group is allowed in GROUP BY</source>
        <translation>GROUP BY 中只允许一个窗口分组</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Unsupported call: $%1: a GROUP BY %2(...) window cannot be combined with GROUPING SETS, ROLLUP or CUBE (use the %3 window table function: GROUP BY window_start, window_end, ROLLUP(...))</source>
        <translation>不支持的调用：$%1：GROUP BY %2(...) 窗口不能与 GROUPING SETS、ROLLUP 或 CUBE 组合使用（请使用 %3 窗口表值函数：GROUP BY window_start, window_end, ROLLUP(...)）</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>GROUP BY of more than 2^%1 grouping sets: each row would be repeated that often</source>
        <translation>GROUP BY 的分组集超过 2^%1 个：每行都会被重复这么多次</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../engine/src/plan/grouping_sets.cpp" line="+117"/>
        <source>group count must be less than 64.</source>
        <translation>分组数必须小于 64。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&apos;*&apos; cannot be used in an aggregate query; list the grouped columns</source>
        <translation>聚合查询中不能使用 &apos;*&apos;；请列出分组列</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+308"/>
        <source>Only one ROW_NUMBER() per query is supported</source>
        <translation>每个查询只支持一个 ROW_NUMBER()</translation>
    </message>
    <message>
        <location line="-291"/>
        <source>ROW_NUMBER() in a query with HAVING</source>
        <translation>带 HAVING 的查询中的 ROW_NUMBER()</translation>
    </message>
    <message>
        <location line="+134"/>
        <source>Could not find an implementation method &apos;merge&apos; for function &apos;%1&apos;: Flink merges the slices of HOP and CUMULATE windows, and %2 cannot merge (use a TUMBLE window)</source>
        <translation>找不到函数 &apos;%1&apos; 的实现方法 &apos;merge&apos;：Flink 会合并 HOP 和 CUMULATE 窗口的切片，而 %2 无法合并（请使用 TUMBLE 窗口）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This function does not support retraction: Flink&apos;s LISTAGG(DISTINCT ...) in a HOP window would retract from its slices (use TUMBLE or CUMULATE)</source>
        <translation>此函数不支持撤回：Flink 在 HOP 窗口中的 LISTAGG(DISTINCT ...) 会从其切片中撤回（请使用 TUMBLE 或 CUMULATE）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>%1(DISTINCT ...) in a %2 window aggregation</source>
        <translation>%2 窗口聚合中的 %1(DISTINCT ...)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Flink merges the window&apos;s slices through hash maps of the distinct values, whose order the engine does not follow; without DISTINCT it runs</source>
        <translation>Flink 通过去重值的哈希表合并窗口的切片，引擎不遵循其顺序；不带 DISTINCT 时可以运行</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1(...) in a %2 window aggregation over a window table function whose time column the query does not pass on</source>
        <translation>%2 窗口聚合中的 %1(...)，该聚合所基于的窗口表值函数的时间列未被查询向上传递</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>select the window&apos;s time column in the query under the aggregation</source>
        <translation>在聚合下层的查询中选择窗口的时间列</translation>
    </message>
    <message>
        <location line="+150"/>
        <location filename="../engine/src/plan/expression_binder.cpp" line="-649"/>
        <source>Table &apos;%1&apos; not found in FROM clause</source>
        <translation>在 FROM 子句中找不到表 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Sql optimization: Cannot generate a valid execution plan for the given query: ROW_NUMBER() next to other OVER aggregates is not supported in streaming (rank the rows in a subquery and filter on the rank)</source>
        <translation>Sql 优化：无法为给定查询生成有效的执行计划：流模式下不支持 ROW_NUMBER() 与其他 OVER 聚合并列（请在子查询中对行排名，再按排名过滤）</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>INTERSECT and EXCEPT</source>
        <translation>INTERSECT 和 EXCEPT</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Column count mismatch in UNION: the left side has %1 columns, the right side %2</source>
        <translation>UNION 中列数不匹配：左侧有 %1 列，右侧有 %2 列</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Type mismatch in UNION column %1 (&apos;%2&apos;): %3 vs %4</source>
        <translation>UNION 第 %1 列（&apos;%2&apos;）类型不匹配：%3 与 %4</translation>
    </message>
    <message>
        <location filename="../engine/src/plan/expression_binder.cpp" line="-308"/>
        <source>Expression &apos;%1&apos; is not being grouped; add it to GROUP BY or aggregate it</source>
        <translation>表达式 &apos;%1&apos; 未被分组；请将其加入 GROUP BY 或对其进行聚合</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>%1 condition must be BOOLEAN, but is %2</source>
        <translation>%1 条件必须是 BOOLEAN，但实际为 %2</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>Aggregate function %1 is not allowed here (only in SELECT and HAVING of a query with GROUP BY or aggregates)</source>
        <translation>此处不允许使用聚合函数 %1（只能用于带 GROUP BY 或聚合的查询的 SELECT 和 HAVING 中）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 operator may only occur in SELECT, HAVING or ORDER BY clause</source>
        <translation>%1 运算符只能出现在 SELECT、HAVING 或 ORDER BY 子句中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 operator may only occur in an aggregate query</source>
        <translation>%1 运算符只能出现在聚合查询中</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;*&apos; is only allowed as a select item or in COUNT(*)</source>
        <translation>&apos;*&apos; 只能作为 SELECT 项或在 COUNT(*) 中使用</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A subquery in an expression</source>
        <translation>表达式中的子查询</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>TABLE and DESCRIPTOR arguments are only allowed in window functions (TUMBLE, HOP, CUMULATE)</source>
        <translation>TABLE 和 DESCRIPTOR 参数只允许在窗口函数（TUMBLE、HOP、CUMULATE）中使用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unexpected keyword argument</source>
        <translation>意外的关键字参数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unsupported expression</source>
        <translation>不支持的表达式</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Numeric literal &apos;%1&apos; is out of range (at most 38 digits)</source>
        <translation>数值字面量 &apos;%1&apos; 超出范围（最多 38 位）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Numeric literal &apos;%1&apos; has more than 38 digits</source>
        <translation>数值字面量 &apos;%1&apos; 超过 38 位</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Binary literal string must contain an even number of hexits</source>
        <translation>二进制字面量字符串必须包含偶数个十六进制数字</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Illegal DATE literal &apos;%1&apos;: not in format &apos;yyyy-MM-dd&apos;</source>
        <translation>非法的 DATE 字面量 &apos;%1&apos;：格式不是 &apos;yyyy-MM-dd&apos;</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Unsupported literal</source>
        <translation>不支持的字面量</translation>
    </message>
    <message>
        <location line="+82"/>
        <source>Illegal interval literal format &apos;%1&apos; for INTERVAL %2 TO %3</source>
        <translation>INTERVAL %2 TO %3 的时间间隔字面量格式 &apos;%1&apos; 非法</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>INTERVAL unit %1 is not supported; use DAY, HOUR, MINUTE, SECOND or MILLISECOND</source>
        <translation>不支持 INTERVAL 单位 %1；请使用 DAY、HOUR、MINUTE、SECOND 或 MILLISECOND</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Illegal interval literal format &apos;%1&apos; for INTERVAL SECOND</source>
        <translation>INTERVAL SECOND 的时间间隔字面量格式 &apos;%1&apos; 非法</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Interval value &apos;%1&apos; must be a whole number for a %2 interval</source>
        <translation>对于 %2 时间间隔，间隔值 &apos;%1&apos; 必须是整数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Interval value &apos;%1&apos; is out of range</source>
        <translation>间隔值 &apos;%1&apos; 超出范围</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Column &apos;%1&apos; is ambiguous; qualify it with a table name or alias</source>
        <translation>列 &apos;%1&apos; 有歧义；请使用表名或别名加以限定</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Column &apos;%1&apos; not found in any table; did you mean &apos;%2&apos;?</source>
        <translation>在任何表中都找不到列 &apos;%1&apos;；您是否指的是 &apos;%2&apos;？</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1 expects a BOOLEAN operand, but got %2</source>
        <translation>%1 应为 BOOLEAN 操作数，但找到 %2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cannot apply unary minus/plus to %1</source>
        <translation>无法对 %1 应用一元负号/正号</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Unsupported unary operator</source>
        <translation>不支持的一元运算符</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+84"/>
        <source>Cannot apply &apos;%1&apos; to arguments of type &apos;&lt;%2&gt; %1 &lt;%3&gt;&apos;</source>
        <translation>无法将 &apos;%1&apos; 应用于类型为 &apos;&lt;%2&gt; %1 &lt;%3&gt;&apos; 的参数</translation>
    </message>
    <message>
        <location line="-77"/>
        <source>Values of type %1 cannot be ordered with &apos;%2&apos;</source>
        <translation>类型为 %1 的值无法用 &apos;%2&apos; 比较大小</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>Cannot apply &apos;||&apos; to arguments of type &apos;&lt;%1&gt; || &lt;%2&gt;&apos;; CAST them to STRING</source>
        <translation>无法将 &apos;||&apos; 应用于类型为 &apos;&lt;%1&gt; || &lt;%2&gt;&apos; 的参数；请将其 CAST 为 STRING</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>Unsupported operator</source>
        <translation>不支持的运算符</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>Values in the IN list must have a type comparable with the operand: %1</source>
        <translation>IN 列表中的值必须具有可与操作数比较的类型：%1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Cannot apply &apos;%1&apos; to arguments of type &apos;%2&apos;; %1 compares strings</source>
        <translation>无法将 &apos;%1&apos; 应用于类型为 &apos;%2&apos; 的参数；%1 比较的是字符串</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>CASE branches have incompatible types: %1</source>
        <translation>CASE 各分支的类型不兼容：%1</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The cast from NUMERIC type to TIMESTAMP type is not allowed. It&apos;s recommended to use TO_TIMESTAMP(FROM_UNIXTIME(numeric_col)) instead, note the numeric is in seconds.</source>
        <translation>不允许从 NUMERIC 类型转换为 TIMESTAMP 类型。建议改用 TO_TIMESTAMP(FROM_UNIXTIME(numeric_col))，注意数值的单位为秒。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The cast from NUMERIC type to TIMESTAMP_LTZ type is not allowed. It&apos;s recommended to use TO_TIMESTAMP_LTZ(numeric_col, precision) instead.</source>
        <translation>不允许从 NUMERIC 类型转换为 TIMESTAMP_LTZ 类型。建议改用 TO_TIMESTAMP_LTZ(numeric_col, precision)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The cast from TIMESTAMP type to NUMERIC type is not allowed. It&apos;s recommended to use UNIX_TIMESTAMP(CAST(timestamp_col AS STRING)) instead.</source>
        <translation>不允许从 TIMESTAMP 类型转换为 NUMERIC 类型。建议改用 UNIX_TIMESTAMP(CAST(timestamp_col AS STRING))。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The cast from TIMESTAMP_LTZ type to NUMERIC type is not allowed.</source>
        <translation>不允许从 TIMESTAMP_LTZ 类型转换为 NUMERIC 类型。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unsupported cast from &apos;%1&apos; to &apos;%2&apos;.</source>
        <translation>不支持从 &apos;%1&apos; 转换为 &apos;%2&apos;。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Cannot cast %1 to %2</source>
        <translation>无法将 %1 转换为 %2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Aggregate function %1 is not allowed here</source>
        <translation>此处不允许使用聚合函数 %1</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cannot apply &apos;%1&apos; to arguments of type &apos;%1(&lt;%2&gt;)&apos;. Supported form(s): &apos;%1(&lt;NUMERIC&gt;)&apos;</source>
        <translation>无法将 &apos;%1&apos; 应用于类型为 &apos;%1(&lt;%2&gt;)&apos; 的参数。支持的形式：&apos;%1(&lt;NUMERIC&gt;)&apos;</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Invalid number of arguments to function &apos;%1&apos;. Was expecting %2 arguments</source>
        <translation>函数 &apos;%1&apos; 的参数数量无效。应为 %2 个参数</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Argument to %1 operator must be a grouped expression</source>
        <translation>%1 运算符的参数必须是分组表达式</translation>
    </message>
    <message>
        <location line="+42"/>
        <location line="+104"/>
        <source>%1(*) is not valid; only COUNT(*) takes &apos;*&apos;</source>
        <translation>%1(*) 无效；只有 COUNT(*) 接受 &apos;*&apos;</translation>
    </message>
    <message>
        <location line="-85"/>
        <source>Cannot apply &apos;%1&apos; to arguments of type &apos;%1(&lt;%2&gt;)&apos;; it needs a numeric argument</source>
        <translation>无法将 &apos;%1&apos; 应用于类型为 &apos;%1(&lt;%2&gt;)&apos; 的参数；它需要数值参数</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 needs a comparable argument, not %2</source>
        <translation>%1 需要可比较的参数，而不是 %2</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>%1 takes a key and a value</source>
        <translation>%1 接受一个键和一个值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 takes exactly one argument and an optional separator</source>
        <translation>%1 只接受一个参数和一个可选的分隔符</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Cannot apply &apos;LISTAGG&apos; to arguments of type &apos;LISTAGG(%1)&apos;. Supported form(s): &apos;LISTAGG(&lt;CHARACTER&gt;)&apos;
&apos;LISTAGG(&lt;CHARACTER&gt;, &lt;CHARACTER_LITERAL&gt;)&apos;</source>
        <translation>无法将 &apos;LISTAGG&apos; 应用于类型为 &apos;LISTAGG(%1)&apos; 的参数。支持的形式：&apos;LISTAGG(&lt;CHARACTER&gt;)&apos;
&apos;LISTAGG(&lt;CHARACTER&gt;, &lt;CHARACTER_LITERAL&gt;)&apos;</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>APPROX_COUNT_DISTINCT aggregate function does not support yet for streaming.</source>
        <translation>APPROX_COUNT_DISTINCT 聚合函数暂不支持流模式。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>APPROX_COUNT_DISTINCT aggregate function does not support type: &apos;&apos;%1&apos;&apos;.
Please re-check the data type.</source>
        <translation>APPROX_COUNT_DISTINCT 聚合函数不支持类型：&apos;&apos;%1&apos;&apos;。
请重新检查数据类型。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 aggregate function does not support type: &apos;&apos;%2&apos;&apos;.
Please re-check the data type.</source>
        <translation>%1 聚合函数不支持类型：&apos;&apos;%2&apos;&apos;。
请重新检查数据类型。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>JSON_OBJECTAGG needs a character string key, not %1</source>
        <translation>JSON_OBJECTAGG 需要字符串类型的键，而不是 %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Could not find an implementation method &apos;accumulate&apos; in class &apos;org.apache.flink.table.runtime.functions.aggregate.%1&apos; for function &apos;%2&apos; that matches a value of type %3. In a GROUP BY %4(...) window Flink passes the value unconverted and only text fits: CAST it to STRING, or use the window table function</source>
        <translation>在类 &apos;org.apache.flink.table.runtime.functions.aggregate.%1&apos; 中找不到函数 &apos;%2&apos; 的、与类型 %3 的值匹配的实现方法 &apos;accumulate&apos;。在 GROUP BY %4(...) 窗口中，Flink 会不经转换直接传递该值，只有文本类型能够匹配：请将其 CAST 为 STRING，或使用窗口表值函数</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Cannot write a value of type %1 as JSON</source>
        <translation>无法将类型为 %1 的值写为 JSON</translation>
    </message>
    <message>
        <location filename="../engine/src/plan/expression_functions.cpp" line="+101"/>
        <source>Invalid number of arguments to function &apos;%1&apos;. Was expecting %2 arguments; supported form: %3</source>
        <translation>函数 &apos;%1&apos; 的参数数量无效。应为 %2 个参数；支持的形式：%3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Invalid number of arguments to function &apos;%1&apos;. Was expecting at least %2 arguments; supported form: %3</source>
        <translation>函数 &apos;%1&apos; 的参数数量无效。应至少为 %2 个参数；支持的形式：%3</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Invalid number of arguments to function &apos;%1&apos;. Was expecting %2 to %3 arguments; supported form: %4</source>
        <translation>函数 &apos;%1&apos; 的参数数量无效。应为 %2 到 %3 个参数；支持的形式：%4</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+82"/>
        <location filename="../engine/src/plan/nested_access.cpp" line="+53"/>
        <location line="+106"/>
        <source>%1 is not an aggregate function: DISTINCT, * and FILTER do not apply</source>
        <translation>%1 不是聚合函数：DISTINCT、* 和 FILTER 不适用</translation>
    </message>
    <message>
        <location line="-58"/>
        <location line="+67"/>
        <location filename="../engine/src/plan/nested_access.cpp" line="+5"/>
        <source>Cannot apply &apos;%1&apos; to arguments of type &apos;%1(%2)&apos;. Supported form(s): &apos;%3&apos;</source>
        <translation>无法将 &apos;%1&apos; 应用于类型为 &apos;%1(%2)&apos; 的参数。支持的形式：&apos;%3&apos;</translation>
    </message>
    <message>
        <location line="-45"/>
        <source>The group window %1(time_attr, ...) belongs in GROUP BY; select its start and end with %1_START(...) and %1_END(...)</source>
        <translation>分组窗口 %1(time_attr, ...) 应放在 GROUP BY 中；请用 %1_START(...) 和 %1_END(...) 选择其开始和结束时间</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 is a window table function: use it in FROM as TABLE(%1(TABLE t, DESCRIPTOR(time_col), INTERVAL ...))</source>
        <translation>%1 是窗口表值函数：请在 FROM 中以 TABLE(%1(TABLE t, DESCRIPTOR(time_col), INTERVAL ...)) 的形式使用</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>No match found for function signature %1()</source>
        <translation>找不到与函数签名 %1() 匹配的函数</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Function &apos;%1&apos;, defined by CREATE FUNCTION,</source>
        <translation>由 CREATE FUNCTION 定义的函数 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Function %1</source>
        <translation>函数 %1</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No function named &apos;%1&apos;; did you mean %2?</source>
        <translation>没有名为 &apos;%1&apos; 的函数；您是否指的是 %2？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No function named &apos;%1&apos;</source>
        <translation>没有名为 &apos;%1&apos; 的函数</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>ROUND of a DECIMAL needs a constant number of digits</source>
        <translation>DECIMAL 的 ROUND 需要常量位数</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>COALESCE arguments have no common type: %1</source>
        <translation>COALESCE 的参数没有公共类型：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Invalid function call: COALESCE(%1): invalid argument type at position %2. Data type %3 expected but %4 passed.</source>
        <translation>无效的函数调用：COALESCE(%1)：位置 %2 的参数类型无效。应为数据类型 %3，但传入的是 %4。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>IF branches have no common type: %1</source>
        <translation>IF 的各分支没有公共类型：%1</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Invalid function call:
CURRENT_WATERMARK(%1)
The argument of CURRENT_WATERMARK() must be a rowtime attribute, but was &apos;%1&apos;.</source>
        <translation>无效的函数调用：
CURRENT_WATERMARK(%1)
CURRENT_WATERMARK() 的参数必须是行时间属性，但实际为 &apos;%1&apos;。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Function &apos;%1&apos; is not supported here</source>
        <translation>此处不支持函数 &apos;%1&apos;</translation>
    </message>
    <message>
        <location filename="../engine/src/plan/grouping_sets.cpp" line="-10"/>
        <source>GROUPING SETS are currently not supported: Flink plans repeat %1 of grouping set %2 as an aggregation of its own, which it cannot do by fewer than all the grouping expressions (unless the query calls GROUPING or GROUPING_ID)</source>
        <translation>目前不支持 GROUPING SETS：Flink 将分组集 %2 的第 %1 次重复规划为一个独立的聚合，而它无法按少于全部分组表达式的方式进行这种聚合（除非查询调用了 GROUPING 或 GROUPING_ID）</translation>
    </message>
    <message>
        <location filename="../engine/src/plan/nested_access.cpp" line="-202"/>
        <source>Cannot access field &apos;%1&apos; of a value of type %2: only ROW values have fields</source>
        <translation>无法访问类型为 %2 的值的字段 &apos;%1&apos;：只有 ROW 值才有字段</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Column &apos;%1.%2&apos; not found: %3 has no field &apos;%2&apos;; did you mean &apos;%4&apos;?</source>
        <translation>找不到列 &apos;%1.%2&apos;：%3 没有字段 &apos;%2&apos;；您是否指的是 &apos;%4&apos;？</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Column &apos;%1.%2&apos; not found: %3 has no field &apos;%2&apos;</source>
        <translation>找不到列 &apos;%1.%2&apos;：%3 没有字段 &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Cannot apply &apos;ITEM&apos; to arguments of type &apos;ITEM(&lt;%1&gt;, &lt;%2&gt;)&apos;. Supported form(s): &lt;ARRAY&gt;[&lt;INTEGER&gt;], &lt;MAP&gt;[&lt;ANY&gt;], &lt;ROW&gt;[&lt;INTEGER&gt;]</source>
        <translation>无法将 &apos;ITEM&apos; 应用于类型为 &apos;ITEM(&lt;%1&gt;, &lt;%2&gt;)&apos; 的参数。支持的形式：&lt;ARRAY&gt;[&lt;INTEGER&gt;]、&lt;MAP&gt;[&lt;ANY&gt;]、&lt;ROW&gt;[&lt;INTEGER&gt;]</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Field index %1 is outside %2 (fields 1 to %3)</source>
        <translation>字段索引 %1 超出 %2 的范围（字段 1 到 %3）</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The MULTISET[...] value constructor is refused: Flink 1.20 parses it but its planner cannot plan it; read a MULTISET column or build a MAP</source>
        <translation>拒绝使用 MULTISET[...] 值构造器：Flink 1.20 能解析它，但其规划器无法规划；请读取 MULTISET 列或构建 MAP</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>ROW() needs at least one value</source>
        <translation>ROW() 至少需要一个值</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Require at least 1 argument</source>
        <translation>至少需要 1 个参数</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Map requires an even number of arguments</source>
        <translation>Map 需要偶数个参数</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Parameters must be of the same type</source>
        <translation>参数必须是相同的类型</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Invalid number of arguments to function &apos;%1&apos;. Was expecting 1 arguments</source>
        <translation>函数 &apos;%1&apos; 的参数数量无效。应为 1 个参数</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Expect an array or a map.</source>
        <translation>应为数组或映射。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Array expression type expected.</source>
        <translation>应为数组表达式类型。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot apply &apos;CARDINALITY&apos; to arguments of type &apos;CARDINALITY(&lt;%1&gt;)&apos;. Supported form(s): &apos;CARDINALITY(&lt;MULTISET&gt;)&apos;, &apos;CARDINALITY(&lt;ARRAY&gt;)&apos;, &apos;CARDINALITY(&lt;MAP&gt;)&apos;</source>
        <translation>无法将 &apos;CARDINALITY&apos; 应用于类型为 &apos;CARDINALITY(&lt;%1&gt;)&apos; 的参数。支持的形式：&apos;CARDINALITY(&lt;MULTISET&gt;)&apos;、&apos;CARDINALITY(&lt;ARRAY&gt;)&apos;、&apos;CARDINALITY(&lt;MAP&gt;)&apos;</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Cannot apply &apos;ELEMENT&apos; to arguments of type &apos;ELEMENT(&lt;%1&gt;)&apos;. Supported form(s): &apos;ELEMENT(&lt;MULTISET&gt;)&apos;, &apos;ELEMENT(&lt;ARRAY&gt;)&apos;</source>
        <translation>无法将 &apos;ELEMENT&apos; 应用于类型为 &apos;ELEMENT(&lt;%1&gt;)&apos; 的参数。支持的形式：&apos;ELEMENT(&lt;MULTISET&gt;)&apos;、&apos;ELEMENT(&lt;ARRAY&gt;)&apos;</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Invalid input arguments. All arguments requires to be a MAP type, but argument %1 is not</source>
        <translation>输入参数无效。所有参数都必须是 MAP 类型，但参数 %1 不是</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Could not find a common type for arguments: %1</source>
        <translation>找不到参数的公共类型：%1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>MAP_UNION of %1 with maps of another key or value type: Flink 1.20 cannot cast it to their common type %2 (&quot;Unexpected error in type inference logic of function &apos;MAP_UNION&apos;&quot;); CAST its keys or values first</source>
        <translation>对 %1 与键或值类型不同的 MAP 执行 MAP_UNION：Flink 1.20 无法将其转换为它们的公共类型 %2（&quot;Unexpected error in type inference logic of function &apos;MAP_UNION&apos;&quot;）；请先对其键或值执行 CAST</translation>
    </message>
    <message>
        <location filename="../engine/src/plan/physical_planner.cpp" line="+240"/>
        <location line="+419"/>
        <location line="+240"/>
        <source>Processing time Window TableFunction is not supported yet.</source>
        <translation>尚不支持处理时间窗口 TableFunction。</translation>
    </message>
    <message>
        <location line="-655"/>
        <source>Window table functions need an insert-only input, but this one produces updates %1</source>
        <translation>窗口表值函数需要仅插入的输入，但此输入会产生更新 %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>A processing-time SESSION window table function without its aggregation</source>
        <translation>不带聚合的处理时间 SESSION 窗口表值函数</translation>
    </message>
    <message>
        <location line="+235"/>
        <source>Join keys of types %1 and %2 have no common type</source>
        <translation>类型为 %1 和 %2 的 Join 键没有公共类型</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>This join has no equality condition between its inputs, so every row meets every row on a single subtask</source>
        <translation>此 Join 的输入之间没有等值条件，因此每一行都要在单个子任务上与另一输入的每一行匹配</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>An interval join (a join bounding the inputs&apos; rowtime attributes against each other) needs insert-only inputs, but an input produces updates</source>
        <translation>区间 Join（将两个输入的行时间属性相互限定的 Join）需要仅插入的输入，但某个输入会产生更新</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Processing time Window Join is not supported yet.</source>
        <translation>尚不支持处理时间窗口 Join。</translation>
    </message>
    <message>
        <location line="+87"/>
        <source>Window aggregation needs an insert-only input, but this one produces updates %1</source>
        <translation>窗口聚合需要仅插入的输入，但此输入会产生更新 %1</translation>
    </message>
    <message>
        <location line="+254"/>
        <source>%1 doesn&apos;t support consuming update and delete changes, but its input produces %2</source>
        <translation>%1 不支持消费更新和删除变更，但其输入会产生 %2</translation>
    </message>
    <message>
        <location line="+131"/>
        <source>The sink for table &apos;%1&apos; has a configured parallelism of %2, while the input parallelism is %3. Since the configured parallelism is different from the input&apos;s parallelism and the changelog mode is not insert-only, a primary key is required but could not be found.</source>
        <translation>表 &apos;%1&apos; 的结果表配置的并行度为 %2，而输入的并行度为 %3。由于配置的并行度与输入的并行度不同，且变更日志模式不是仅插入，因此需要主键，但未找到主键。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Table sink &apos;%1&apos; (connector &apos;%2&apos;) doesn&apos;t support consuming update and delete changes, which are produced by node %3; use a sink that accepts them (upsert-kafka, print) or an insert-only query (e.g. a window aggregation)</source>
        <translation>结果表 &apos;%1&apos;（连接器 &apos;%2&apos;）不支持消费由节点 %3 产生的更新和删除变更；请使用接受此类变更的结果表（upsert-kafka、print）或仅插入的查询（例如窗口聚合）</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>A SinkUpsertMaterializer is added for &apos;%1&apos; although the sink runs with parallelism 1, where rows cannot be reordered; consider SET &apos;table.exec.sink.upsert-materialize&apos; = &apos;none&apos;</source>
        <translation>已为 &apos;%1&apos; 添加 SinkUpsertMaterializer，但该结果表以并行度 1 运行，此时行不会被重新排序；可考虑 SET &apos;table.exec.sink.upsert-materialize&apos; = &apos;none&apos;</translation>
    </message>
    <message>
        <location filename="../engine/src/plan/script_analyzer.cpp" line="+92"/>
        <source>The state TTL of this %1 (%2) is shorter than the watermark delay of its input (%3): state may expire before rows that are still on time arrive</source>
        <translation>此 %1 的状态 TTL（%2）短于其输入的水位线延迟（%3）：状态可能在仍然准时的行到达之前就已过期</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>This regular join keeps every row of both inputs</source>
        <translation>此常规 Join 会保留两个输入的每一行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This regular join keeps every row of its left input</source>
        <translation>此常规 Join 会保留其左输入的每一行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>This regular join keeps every row of its right input</source>
        <translation>此常规 Join 会保留其右输入的每一行</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This GROUP BY keeps one entry per key</source>
        <translation>此 GROUP BY 为每个键保留一个条目</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Aggregating an unbounded stream without mini-batch touches state once per row; SET &apos;table.exec.mini-batch.enabled&apos; = &apos;true&apos; (with a size and latency) raises throughput</source>
        <translation>在未启用微批的情况下对无界流进行聚合，每一行都会访问一次状态；SET &apos;table.exec.mini-batch.enabled&apos; = &apos;true&apos;（并设置大小和延迟）可提高吞吐量</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>This Top-N keeps rows per partition</source>
        <translation>此 Top-N 按分区保留行</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This deduplication keeps one row per key</source>
        <translation>此去重为每个键保留一行</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>This OVER window keeps state per partition</source>
        <translation>此 OVER 窗口按分区保留状态</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>join&apos;s left side</source>
        <translation>Join 的左侧</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>join&apos;s right side</source>
        <translation>Join 的右侧</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>aggregation</source>
        <translation>聚合</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 of an unbounded source with no state TTL, so its state grows without bound; SET &apos;table.exec.state.ttl&apos; or use a STATE_TTL hint</source>
        <translation>%1，其数据源无界且未设置状态 TTL，因此其状态会无限增长；请 SET &apos;table.exec.state.ttl&apos; 或使用 STATE_TTL 提示</translation>
    </message>
    <message>
        <location line="+55"/>
        <location line="+26"/>
        <source>Table or view &apos;%1&apos; not found</source>
        <translation>未找到表或视图 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>STOP JOB ... WITH DRAIN runs on Flink; not supported by the embedded engine yet: stop WITH SAVEPOINT without drain (windows stay in the savepoint and fire after the restore)</source>
        <translation>STOP JOB ... WITH DRAIN 可在 Flink 上运行；内置引擎暂不支持：请使用不带 drain 的 stop WITH SAVEPOINT（窗口会保留在保存点中，并在恢复后触发）</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>After a quoted key, Flink&apos;s SQL parser takes only a quoted value: SET &apos;%1&apos; = &apos;%2&apos;;</source>
        <translation>在带引号的键之后，Flink 的 SQL 解析器只接受带引号的值：SET &apos;%1&apos; = &apos;%2&apos;;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The value of &apos;%1&apos; is text and must be quoted: SET %1 = &apos;%2&apos;;</source>
        <translation>&apos;%1&apos; 的值是文本，必须加引号：SET %1 = &apos;%2&apos;;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Unknown configuration option &apos;%1&apos;; did you mean &apos;%2&apos;?</source>
        <translation>未知的配置选项 &apos;%1&apos;；您是否指的是 &apos;%2&apos;？</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Unknown configuration option &apos;%1&apos;; it is passed on to Flink unchecked</source>
        <translation>未知的配置选项 &apos;%1&apos;；它将不经检查直接传递给 Flink</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>table.local-time-zone &apos;%1&apos;: %2</source>
        <translation>table.local-time-zone &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;%1&apos; is a deprecated key; use &apos;%2&apos;</source>
        <translation>&apos;%1&apos; 是已弃用的键；请使用 &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>RESET of &apos;%1&apos;, which is neither a known option nor set in this script</source>
        <translation>RESET 了 &apos;%1&apos;，但它既不是已知选项，也未在此脚本中设置</translation>
    </message>
    <message>
        <location line="+12"/>
        <location line="+37"/>
        <source>Table or view &apos;%1&apos; already exists</source>
        <translation>表或视图 &apos;%1&apos; 已存在</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>its CREATE TABLE</source>
        <translation>其 CREATE TABLE 语句</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>its CREATE VIEW</source>
        <translation>其 CREATE VIEW 语句</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>View &apos;%1&apos; lists %2 columns but its query returns %3</source>
        <translation>视图 &apos;%1&apos; 列出了 %2 列，但其查询返回 %3 列</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Table &apos;%1&apos; does not exist</source>
        <translation>表 &apos;%1&apos; 不存在</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>View &apos;%1&apos; does not exist</source>
        <translation>视图 &apos;%1&apos; 不存在</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Querying an unbounded table &apos;default_catalog.default_database.%1&apos; in batch mode is not allowed. The table source is unbounded.</source>
        <translation>不允许在批处理模式下查询无界表 &apos;default_catalog.default_database.%1&apos;。该源表是无界的。</translation>
    </message>
    <message>
        <location filename="../engine/src/runtime/checkpoint_coordinator.cpp" line="+29"/>
        <source>%1 = &apos;%2&apos;: a file:// URI needs an absolute path (file:///tmp/checkpoints)</source>
        <translation>%1 = &apos;%2&apos;：file:// URI 需要绝对路径（file:///tmp/checkpoints）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 = &apos;%2&apos;: the embedded engine writes to local folders (a path or file://); &apos;%3://&apos; needs a Flink cluster</source>
        <translation>%1 = &apos;%2&apos;：内置引擎写入本地文件夹（路径或 file://）；&apos;%3://&apos; 需要 Flink 集群</translation>
    </message>
    <message>
        <location line="+122"/>
        <source>the job stopped before the checkpoint completed</source>
        <translation>作业在检查点完成前已停止</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>Checkpoint expired before completing (execution.checkpointing.timeout = %1 ms)</source>
        <translation>检查点在完成之前已过期（execution.checkpointing.timeout = %1 ms）</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>cannot create the folder &apos;%1&apos;: %2</source>
        <translation>无法创建文件夹 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>cannot create the folder &apos;%1&apos;: %2 (execution.checkpointing.dir)</source>
        <translation>无法创建文件夹 &apos;%1&apos;：%2（execution.checkpointing.dir）</translation>
    </message>
    <message>
        <location line="+166"/>
        <source>subsumed by checkpoint %1</source>
        <translation>已被检查点 %1 取代</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>Exceeded checkpoint tolerable failure threshold (execution.checkpointing.tolerable-failed-checkpoints = %1); the latest checkpoint (%2) failed: %3</source>
        <translation>超出检查点可容忍失败阈值（execution.checkpointing.tolerable-failed-checkpoints = %1）；最近的检查点（%2）失败：%3</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>no savepoint folder: give one, or set execution.checkpointing.savepoint-dir</source>
        <translation>没有保存点文件夹：请指定一个，或设置 execution.checkpointing.savepoint-dir</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the job is not running</source>
        <translation>作业未在运行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a stop with savepoint is already in progress</source>
        <translation>已有一个带保存点的停止操作正在进行</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the job has no running source left to take a savepoint</source>
        <translation>作业已没有正在运行的数据源可用于生成保存点</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the savepoint failed: %1</source>
        <translation>保存点失败：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the savepoint did not complete within %1 ms</source>
        <translation>保存点未在 %1 ms 内完成</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the job stopped before the savepoint completed</source>
        <translation>作业在保存点完成之前已停止</translation>
    </message>
    <message>
        <location filename="../engine/src/runtime/checkpoint_format.cpp" line="+33"/>
        <source>checkpoint metadata</source>
        <translation>检查点元数据</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>subtask state</source>
        <translation>子任务状态</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>%1 is not a Sluice checkpoint file</source>
        <translation>%1 不是 Sluice 检查点文件</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 has checkpoint format version %2; this Sluice reads versions up to %3 (it was written by a newer Sluice)</source>
        <translation>%1 的检查点格式版本为 %2；此版本的 Sluice 最多可读取版本 %3（该文件由更新版本的 Sluice 写入）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is not a %2 file</source>
        <translation>%1 不是 %2 文件</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 is truncated or has trailing bytes: its header promises %2 bytes of payload, the file has %3</source>
        <translation>%1 被截断或带有多余的尾部字节：其头部声明负载为 %2 字节，而文件实际为 %3</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 is corrupt: its checksum does not match its content</source>
        <translation>%1 已损坏：其校验和与内容不匹配</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>is %1, not %2</source>
        <translation>为 %1，而非 %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>is inconsistent (subtask %1 of %2, max %3)</source>
        <translation>不一致（子任务 %1，共 %2 个，最大 %3）</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>is %1</source>
        <translation>为 %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>&apos;%1&apos; is not a file of instance %2</source>
        <translation>&apos;%1&apos; 不是实例 %2 的文件</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;%1&apos; is not a file name</source>
        <translation>&apos;%1&apos; 不是文件名</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>is followed by %1 unexpected bytes</source>
        <translation>后跟 %1 个意外字节</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>%1 is corrupt: task &apos;%2&apos; lists %3 files for parallelism %4</source>
        <translation>%1 已损坏：任务 &apos;%2&apos; 为并行度 %4 列出了 %3 个文件</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is corrupt: state file name &apos;%2&apos;</source>
        <translation>%1 已损坏：状态文件名 &apos;%2&apos;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 is corrupt: a commit without its kind</source>
        <translation>%1 已损坏：提交缺少其类型</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 is corrupt: max parallelism %2</source>
        <translation>%1 已损坏：最大并行度 %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 is corrupt: %2</source>
        <translation>%1 已损坏：%2</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+11"/>
        <source>cannot write &apos;%1&apos;: %2</source>
        <translation>无法写入 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>cannot flush &apos;%1&apos; to disk: %2</source>
        <translation>无法将 &apos;%1&apos; 刷写到磁盘：%2</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>cannot rename &apos;%1&apos; to &apos;%2&apos;: %3</source>
        <translation>无法将 &apos;%1&apos; 重命名为 &apos;%2&apos;：%3</translation>
    </message>
    <message>
        <location line="+35"/>
        <location filename="../engine/src/runtime/native_keyed_state.cpp" line="+77"/>
        <source>cannot read &apos;%1&apos;: %2</source>
        <translation>无法读取 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>cannot read &apos;%1&apos;</source>
        <translation>无法读取 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>no checkpoint or savepoint at &apos;%1&apos;</source>
        <translation>&apos;%1&apos; 处没有检查点或保存点</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos; is neither a checkpoint folder nor its _metadata file</source>
        <translation>&apos;%1&apos; 既不是检查点文件夹，也不是其 _metadata 文件</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&apos;%1&apos; holds checkpoints, not one: restore from &apos;%2&apos;, its latest complete one</source>
        <translation>&apos;%1&apos; 包含多个检查点，而不是一个：请从其中最新的完整检查点 &apos;%2&apos; 恢复</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;%1&apos; has no _metadata: its process ended while committing it, and whether the commit happened is not settled</source>
        <translation>&apos;%1&apos; 没有 _metadata：其进程在提交时结束，提交是否完成尚无定论</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&apos;%1&apos; has no _metadata: it is not a checkpoint or savepoint, or one that never completed</source>
        <translation>&apos;%1&apos; 没有 _metadata：它不是检查点或保存点，或者是从未完成的检查点或保存点</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>the checkpoint at &apos;%1&apos; is incomplete: %2</source>
        <translation>&apos;%1&apos; 处的检查点不完整：%2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 does not belong to task &apos;%2&apos; subtask %3 of this checkpoint</source>
        <translation>%1 不属于此检查点中任务 &apos;%2&apos; 的子任务 %3</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>the checkpoint at &apos;%1&apos; is incomplete: its shared file &apos;%2&apos; is missing or has another size</source>
        <translation>&apos;%1&apos; 处的检查点不完整：其共享文件 &apos;%2&apos; 缺失或大小不符</translation>
    </message>
    <message>
        <location line="+72"/>
        <source>cannot tell whether &apos;%1&apos; completed: %2</source>
        <translation>无法判断 &apos;%1&apos; 是否已完成：%2</translation>
    </message>
    <message>
        <location filename="../engine/src/runtime/engine_api.cpp" line="-64"/>
        <source>a corrupt commit description: %1</source>
        <translation>提交描述已损坏：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>it depends on a commit of kind &apos;%1&apos;, which this build does not know</source>
        <translation>它依赖类型为 &apos;%1&apos; 的提交，而此构建版本无法识别该类型</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>it depends on Kafka transaction &apos;%1&apos;, which no exactly-once Kafka sink of this job writes with</source>
        <translation>它依赖 Kafka 事务 &apos;%1&apos;，但此作业中没有任何精确一次的 Kafka 结果表使用该事务写入</translation>
    </message>
    <message>
        <location line="+18"/>
        <location line="+7"/>
        <source>cannot tell whether &apos;%1&apos; is still the latest: %2</source>
        <translation>无法判断 &apos;%1&apos; 是否仍是最新的：%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the end of its input</source>
        <translation>其输入的结尾</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos; (checkpoint %2) is older than what the job committed since: its run %3 committed %4 in Kafka transaction &apos;%5&apos;, and restoring it would write those rows twice. Restore a newer checkpoint, or give the sink a new &apos;sink.transactional-id-prefix&apos; to write them again on purpose</source>
        <translation>&apos;%1&apos;（检查点 %2）早于该作业此后已提交的内容：其运行 %3 已在 Kafka 事务 &apos;%5&apos; 中提交了%4，从它恢复会把这些行写入两次。请从更新的检查点恢复，或为 sink 设置新的 &apos;sink.transactional-id-prefix&apos; 以有意重新写入它们</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>&apos;%1&apos; holds no complete checkpoint to restore from</source>
        <translation>&apos;%1&apos; 中没有可用于恢复的完整检查点</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&apos;%1&apos; completed (its Kafka transaction was committed) but its process ended before recording it; it is complete now: restore from it, since restoring &apos;%2&apos; would write its rows twice</source>
        <translation>&apos;%1&apos; 已完成（其 Kafka 事务已提交），但其进程在记录之前就已结束；它现在是完整的：请从它恢复，因为从 &apos;%2&apos; 恢复会将其中的行写入两次</translation>
    </message>
    <message>
        <location line="+148"/>
        <source>the job has ended: its script has nothing to run but job statements</source>
        <translation>作业已结束：其脚本中除作业语句外没有可运行的内容</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>savepoints exist in streaming mode only (execution.runtime-mode = &apos;streaming&apos;)</source>
        <translation>保存点仅存在于流模式中（execution.runtime-mode = &apos;streaming&apos;）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>no folder for the savepoint: give one, or set execution.checkpointing.savepoint-dir</source>
        <translation>没有用于保存点的文件夹：请指定一个，或设置 execution.checkpointing.savepoint-dir</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>the job failed (%1) and its latest checkpoint cannot be read back: %2</source>
        <translation>作业失败（%1），且无法读回其最近的检查点：%2</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>cancelled while waiting to restart</source>
        <translation>在等待重启时已取消</translation>
    </message>
    <message>
        <location line="+66"/>
        <source>--set %1=%2: %3</source>
        <translation>--set %1=%2：%3</translation>
    </message>
    <message>
        <location filename="../widgets/run/run_session.cpp" line="+23"/>
        <location filename="../engine/src/runtime/engine_api.cpp" line="+10"/>
        <source>line %1:%2: %3</source>
        <translation>第 %1 行第 %2 列：%3</translation>
    </message>
    <message>
        <location filename="../engine/src/runtime/engine_api.cpp" line="+11"/>
        <source>the job has errors:</source>
        <translation>作业存在错误：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>the job is valid Flink SQL, but the embedded engine cannot run all of it yet:</source>
        <translation>该作业是有效的 Flink SQL，但内置引擎暂时无法运行其全部内容：</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>nothing to run: the script has no INSERT, statement set or SELECT</source>
        <translation>没有可运行的内容：脚本中没有 INSERT、语句集或 SELECT</translation>
    </message>
    <message>
        <location line="+109"/>
        <location line="+5"/>
        <location line="+2"/>
        <source>cannot restore the job: %1</source>
        <translation>无法恢复作业：%1</translation>
    </message>
    <message>
        <location filename="../engine/src/runtime/job_folder.cpp" line="+64"/>
        <source>Cannot create the job&apos;s state folder &apos;%1&apos;: %2</source>
        <translation>无法创建作业的状态文件夹 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Cannot lock the job&apos;s state folder &apos;%1&apos;: %2</source>
        <translation>无法锁定作业的状态文件夹 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location filename="../engine/src/runtime/job_runner.cpp" line="-600"/>
        <location line="+1104"/>
        <location line="+84"/>
        <location line="+70"/>
        <location filename="../engine/src/runtime/worker_pool.h" line="+54"/>
        <source>job cancelled</source>
        <translation>作业已取消</translation>
    </message>
    <message>
        <location line="-968"/>
        <source>RocksDB memory from taskmanager.memory.*: %1</source>
        <translation>来自 taskmanager.memory.* 的 RocksDB 内存：%1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>%1 (state.backend.rocksdb.localdir)</source>
        <translation>%1（state.backend.rocksdb.localdir）</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>The job would run %1 subtasks (%2 tasks, the widest at parallelism %3), more than this machine can run: at most %4 (128 per core on its %5 cores, 8 MiB each of its %6 GiB). Lower parallelism.default (or the table&apos;s parallelism options)</source>
        <translation>该作业将运行 %1 个子任务（%2 个任务，最宽的并行度为 %3），超出了本机的运行能力：最多 %4 个（其 %5 个核心每核 128 个，每个占用其 %6 GiB 中的 8 MiB）。请降低 parallelism.default（或表的并行度选项）</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The job&apos;s hashmap state takes %1, more than its budget of %2 (taskmanager.memory.task.heap.size): the job stops before the machine runs out of memory. Keep the state on disk with state.backend.type = &apos;rocksdb&apos;, bound it with table.exec.state.ttl, or raise the budget</source>
        <translation>作业的 hashmap 状态占用 %1，超出了其预算 %2（taskmanager.memory.task.heap.size）：作业会在本机内存耗尽之前停止。请通过 state.backend.type = &apos;rocksdb&apos; 将状态保存在磁盘上，通过 table.exec.state.ttl 限制状态，或提高预算</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The job&apos;s hashmap state takes %1, more than its budget of %2 (a quarter of this machine&apos;s memory; set taskmanager.memory.task.heap.size): the job stops before the machine runs out of memory. Keep the state on disk with state.backend.type = &apos;rocksdb&apos;, bound it with table.exec.state.ttl, or raise the budget</source>
        <translation>作业的 hashmap 状态占用 %1，超出了其预算 %2（本机内存的四分之一；请设置 taskmanager.memory.task.heap.size）：作业会在本机内存耗尽之前停止。请通过 state.backend.type = &apos;rocksdb&apos; 将状态保存在磁盘上，通过 table.exec.state.ttl 限制状态，或提高预算</translation>
    </message>
    <message>
        <location line="+220"/>
        <source>the last checkpoint</source>
        <translation>最近一次检查点</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot restore from %1: it was taken with max parallelism %2, this job has %3. Keyed state is split into that many key groups, so it cannot change; set pipeline.max-parallelism = %4</source>
        <translation>无法从 %1 恢复：它是以最大并行度 %2 生成的，而此作业为 %3。键控状态被划分为同样数量的键组，因此无法更改；请设置 pipeline.max-parallelism = %4</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Cannot restore from %1: it holds state of &apos;%2&apos;, which this job does not have (the query or its columns changed, or an older Sluice planned it otherwise: this one shares equal parts of a plan, which table.optimizer.reuse-sub-plan-enabled = false turns off, drops the columns a join does not need, and lets a window aggregation assign its windows itself). Set execution.state-recovery.ignore-unclaimed-state = true to drop that state</source>
        <translation>无法从 %1 恢复：它包含 &apos;%2&apos; 的状态，而此作业中没有该部分（查询或其列已更改，或由较旧版本的 Sluice 以不同方式生成计划：当前版本会共享计划中相同的部分（设置 table.optimizer.reuse-sub-plan-enabled = false 可关闭），丢弃连接不需要的列，并让窗口聚合自行分配窗口）。设置 execution.state-recovery.ignore-unclaimed-state = true 可丢弃该状态</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>%1 (statement at line %2)</source>
        <translation>%1（第 %2 行的语句）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 cannot be checkpointed by the embedded engine yet: part of its state lives outside checkpoints, so %2 would not bring it back. Run the job without it</source>
        <translation>内置引擎暂时无法为 %1 生成检查点：其部分状态位于检查点之外，因此 %2 无法将其恢复。请在不使用它的情况下运行作业</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>checkpointing (execution.checkpointing.interval)</source>
        <translation>检查点（execution.checkpointing.interval）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>a restore (execution.state-recovery.path)</source>
        <translation>恢复（execution.state-recovery.path）</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Source(%1) cannot write its position into a savepoint yet</source>
        <translation>Source(%1) 暂时无法将其读取位置写入保存点</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 keeps state outside checkpoints, so it cannot be saved yet</source>
        <translation>%1 在检查点之外保存状态，因此暂时无法保存</translation>
    </message>
    <message>
        <location line="+151"/>
        <source>the restored state of &apos;%1&apos; has %2 operators, the job %3</source>
        <translation>&apos;%1&apos; 的已恢复状态有 %2 个算子，而作业有 %3 个</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>the keyed state of %1 (subtask %2): %3</source>
        <translation>%1（子任务 %2）的键控状态：%3</translation>
    </message>
    <message>
        <location line="+45"/>
        <location line="+20"/>
        <source>cannot restore from the checkpoint: %1</source>
        <translation>无法从检查点恢复：%1</translation>
    </message>
    <message>
        <location filename="../engine/src/runtime/job_statements.cpp" line="+61"/>
        <source>%1 needs a place that runs jobs: `sluice run` or the app</source>
        <translation>%1 需要在可运行作业的环境中执行：`sluice run` 或应用程序</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>STOP JOB: &apos;%1&apos; is not a job id (32 hex digits, as SHOW JOBS lists them)</source>
        <translation>STOP JOB：&apos;%1&apos; 不是作业 ID（应为 32 位十六进制数字，与 SHOW JOBS 列出的一致）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>could not stop job %1 with a savepoint: %2</source>
        <translation>无法通过保存点停止作业 %1：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>could not stop job %1: %2</source>
        <translation>无法停止作业 %1：%2</translation>
    </message>
    <message>
        <location filename="../engine/src/runtime/key_groups.cpp" line="+23"/>
        <source>Operator parallelism not within bounds: %1</source>
        <translation>算子并行度超出范围：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Maximum parallelism must be between 1 and %1. Found: %2</source>
        <translation>最大并行度必须介于 1 和 %1 之间。实际为：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Maximum parallelism %1 must not be smaller than parallelism %2.</source>
        <translation>最大并行度 %1 不得小于并行度 %2。</translation>
    </message>
    <message>
        <location filename="../engine/src/runtime/native_keyed_state.cpp" line="-19"/>
        <source>cannot create &apos;%1&apos;: %2</source>
        <translation>无法创建 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot read RocksDB&apos;s checkpoint &apos;%1&apos;: %2</source>
        <translation>无法读取 RocksDB 的检查点 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>cannot store &apos;%1&apos; as &apos;%2&apos;: %3</source>
        <translation>无法将 &apos;%1&apos; 存储为 &apos;%2&apos;：%3</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>cannot create &apos;%1&apos; to restore RocksDB state: %2</source>
        <translation>无法创建用于恢复 RocksDB 状态的 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>cannot read the checkpoint&apos;s file &apos;%1&apos;: %2</source>
        <translation>无法读取检查点的文件 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>cannot write &apos;%1&apos; to restore RocksDB state</source>
        <translation>无法写入用于恢复 RocksDB 状态的 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>cannot open the checkpoint&apos;s RocksDB files: %1</source>
        <translation>无法打开检查点的 RocksDB 文件：%1</translation>
    </message>
    <message>
        <location filename="../engine/src/runtime/restart_strategy.cpp" line="+154"/>
        <source>restart-strategy.exponential-delay.initial-backoff (%1 ms) cannot be higher than restart-strategy.exponential-delay.max-backoff (%2 ms)</source>
        <translation>restart-strategy.exponential-delay.initial-backoff（%1 ms）不能大于 restart-strategy.exponential-delay.max-backoff（%2 ms）</translation>
    </message>
    <message>
        <location filename="../engine/src/runtime/worker_pool.cpp" line="+44"/>
        <source>worker pool destroyed</source>
        <translation>工作线程池已销毁</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>worker pool is cancelled</source>
        <translation>工作线程池已取消</translation>
    </message>
    <message>
        <location filename="../engine/src/sql/hint_parser.cpp" line="-4"/>
        <source>the end of the hint</source>
        <translation>提示结尾</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>malformed hint: expected %1 but found %2</source>
        <translation>提示格式错误：应为 %1，但找到 %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>malformed hint: %1</source>
        <translation>提示格式错误：%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>malformed hint: empty; expected a hint name such as OPTIONS or STATE_TTL</source>
        <translation>提示格式错误：为空；应为 OPTIONS 或 STATE_TTL 等提示名称</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>a hint name such as OPTIONS or STATE_TTL</source>
        <translation>OPTIONS 或 STATE_TTL 等提示名称</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>hint options</source>
        <translation>提示选项</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>a hint option</source>
        <translation>提示选项</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>malformed hint: an option key is a name or a quoted string, not the number %1</source>
        <translation>提示格式错误：选项键应为名称或带引号的字符串，而不是数字 %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <location filename="../engine/src/sql/parser_statements.cpp" line="+369"/>
        <source>a quoted option value</source>
        <translation>带引号的选项值</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>malformed hint: mix of &apos;key&apos; = &apos;value&apos; options and plain options in one hint</source>
        <translation>提示格式错误：同一提示中混用了 &apos;key&apos; = &apos;value&apos; 形式的选项和普通选项</translation>
    </message>
    <message>
        <location line="+13"/>
        <location filename="../engine/src/sql/parser_statements.cpp" line="-259"/>
        <location line="+266"/>
        <location filename="../engine/src/sql/parser_types.cpp" line="+205"/>
        <source>&apos;,&apos; or &apos;)&apos;</source>
        <translation>&apos;,&apos; 或 &apos;)&apos;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&apos;,&apos; or the end of the hint</source>
        <translation>&apos;,&apos; 或提示结尾</translation>
    </message>
    <message>
        <location filename="../engine/src/sql/lexer.cpp" line="+214"/>
        <source>unterminated comment: &apos;/*&apos; without a closing &apos;*/&apos;</source>
        <translation>未终止的注释：&apos;/*&apos; 缺少结束的 &apos;*/&apos;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unterminated string literal: a quote (&apos;) is missing</source>
        <translation>未终止的字符串字面量：缺少引号（&apos;）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unterminated quoted identifier: a closing backquote (`) is missing</source>
        <translation>未终止的带引号标识符：缺少结束的反引号（`）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>double quotes are not valid in Flink SQL: write &apos;text&apos; for a string or `name` for an identifier</source>
        <translation>Flink SQL 中双引号无效：字符串请写作 &apos;text&apos;，标识符请写作 `name`</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unexpected character &apos;!&apos; (use NOT or &lt;&gt;)</source>
        <translation>意外字符 &apos;!&apos;（请使用 NOT 或 &lt;&gt;）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unexpected character &apos;|&apos; (string concatenation is ||)</source>
        <translation>意外字符 &apos;|&apos;（字符串连接运算符为 ||）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unexpected character &apos;%1&apos;</source>
        <translation>意外字符 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>unexpected byte 0x%1</source>
        <translation>意外字节 0x%1</translation>
    </message>
    <message>
        <location filename="../engine/src/sql/parser.cpp" line="-92"/>
        <source>a hint is not allowed here: hints go right after SELECT, after a table name, after JOIN or after INSERT INTO &lt;table&gt;</source>
        <translation>此处不允许使用提示：提示应紧跟在 SELECT 之后、表名之后、JOIN 之后或 INSERT INTO &lt;table&gt; 之后</translation>
    </message>
    <message>
        <location line="+81"/>
        <source>end of input</source>
        <translation>输入结尾</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>string %1</source>
        <translation>字符串 %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expected %1 but found %2</source>
        <translation>应为 %1，但找到 %2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>too many syntax errors; stopped checking here</source>
        <translation>语法错误过多；已在此处停止检查</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>nesting too deep: more than %1 levels of parentheses, subqueries or expressions</source>
        <translation>嵌套过深：括号、子查询或表达式超过 %1 层</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>expression too complex: more than %1 nested operations (split it, e.g. with a view)</source>
        <translation>表达式过于复杂：嵌套运算超过 %1 个（请拆分，例如使用视图）</translation>
    </message>
    <message>
        <location line="+101"/>
        <source>expected &apos;;&apos; at the end of the %1 statement but found %2 (a SET statement must end with a semicolon)</source>
        <translation>%1 语句末尾应为 &apos;;&apos;，但找到 %2（SET 语句必须以分号结尾）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>expected &apos;;&apos; but found %1</source>
        <translation>应为 &apos;;&apos;，但找到 %1</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>the end of the expression</source>
        <translation>表达式结尾</translation>
    </message>
    <message>
        <location filename="../engine/src/sql/parser_expressions.cpp" line="+117"/>
        <source>&apos;!=&apos; is not valid in Flink SQL; write &apos;&lt;&gt;&apos;</source>
        <translation>&apos;!=&apos; 在 Flink SQL 中无效；请写作 &apos;&lt;&gt;&apos;</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>NULL, TRUE, FALSE, UNKNOWN or DISTINCT FROM after IS</source>
        <translation>IS 之后的 NULL、TRUE、FALSE、UNKNOWN 或 DISTINCT FROM</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>BETWEEN, IN, LIKE or SIMILAR TO after NOT</source>
        <translation>NOT 之后的 BETWEEN、IN、LIKE 或 SIMILAR TO</translation>
    </message>
    <message>
        <location line="+34"/>
        <location filename="../engine/src/sql/parser_statements.cpp" line="-142"/>
        <location filename="../engine/src/sql/parser_types.cpp" line="-10"/>
        <source>a field name</source>
        <translation>字段名</translation>
    </message>
    <message>
        <location line="+41"/>
        <location line="+4"/>
        <location line="+21"/>
        <location line="+163"/>
        <location line="+3"/>
        <source>an expression</source>
        <translation>表达式</translation>
    </message>
    <message>
        <location line="-175"/>
        <source>Binary literal string must contain only characters &apos;0&apos; - &apos;9&apos;, &apos;A&apos; - &apos;F&apos;</source>
        <translation>二进制字面量字符串只能包含字符 &apos;0&apos; - &apos;9&apos;、&apos;A&apos; - &apos;F&apos;</translation>
    </message>
    <message>
        <location line="+75"/>
        <location filename="../engine/src/sql/parser_queries.cpp" line="+444"/>
        <location filename="../engine/src/sql/parser_statements.cpp" line="-135"/>
        <location line="+248"/>
        <location line="+57"/>
        <source>a table name</source>
        <translation>表名</translation>
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
        <translation>列名</translation>
    </message>
    <message>
        <location line="+91"/>
        <location filename="../engine/src/sql/parser_types.cpp" line="+71"/>
        <source>a name after &apos;.&apos;</source>
        <translation>&apos;.&apos; 之后的名称</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>%1 takes no FILTER clause; filter its input with WHERE</source>
        <translation>%1 不接受 FILTER 子句；请用 WHERE 过滤其输入</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>a window name or &apos;(&apos;</source>
        <translation>窗口名称或 &apos;(&apos;</translation>
    </message>
    <message>
        <location line="+21"/>
        <location line="+7"/>
        <source>named and positional arguments cannot be mixed</source>
        <translation>不能混用命名参数和位置参数</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>an argument name</source>
        <translation>参数名</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>a time unit</source>
        <translation>时间单位</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&apos;%1&apos; is not a valid datetime format</source>
        <translation>&apos;%1&apos; 不是有效的日期时间格式</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>ARRAY or OBJECT after EMPTY</source>
        <translation>EMPTY 之后的 ARRAY 或 OBJECT</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>RETURNING, a WRAPPER clause or an ON EMPTY / ON ERROR clause</source>
        <translation>RETURNING、WRAPPER 子句或 ON EMPTY / ON ERROR 子句</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>EMPTY or ERROR after ON</source>
        <translation>ON 之后的 EMPTY 或 ERROR</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>a time unit such as DAY or HOUR</source>
        <translation>DAY 或 HOUR 等时间单位</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>CAST takes its target type without NOT NULL; the result is NOT NULL when the value cast is</source>
        <translation>CAST 的目标类型不带 NOT NULL；当被转换的值为 NOT NULL 时，结果即为 NOT NULL</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>expected a quoted interval value but found %1 (write INTERVAL &apos;%2&apos; %3)</source>
        <translation>应为带引号的间隔值，但找到 %1（请写作 INTERVAL &apos;%2&apos; %3）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a quoted interval value such as &apos;10&apos;</source>
        <translation>带引号的间隔值，例如 &apos;10&apos;</translation>
    </message>
    <message>
        <location line="+7"/>
        <location filename="../engine/src/sql/parser_types.cpp" line="-121"/>
        <location line="+7"/>
        <source>a time unit (YEAR, MONTH, DAY, HOUR, MINUTE or SECOND)</source>
        <translation>时间单位（YEAR、MONTH、DAY、HOUR、MINUTE 或 SECOND）</translation>
    </message>
    <message>
        <location filename="../engine/src/sql/parser_match_recognize.cpp" line="+53"/>
        <source>a measure name</source>
        <translation>度量名称</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+4"/>
        <location line="+30"/>
        <location line="+8"/>
        <location line="+84"/>
        <location line="+1"/>
        <source>a pattern variable</source>
        <translation>模式变量</translation>
    </message>
    <message>
        <location line="-98"/>
        <source>a subset name</source>
        <translation>子集名称</translation>
    </message>
    <message>
        <location line="+110"/>
        <source>a number of rows</source>
        <translation>行数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;%1&apos; is not a number of rows</source>
        <translation>&apos;%1&apos; 不是行数</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>a quantifier&apos;s upper bound is below its lower bound</source>
        <translation>量词的上限小于其下限</translation>
    </message>
    <message>
        <location filename="../engine/src/sql/parser_queries.cpp" line="-319"/>
        <source>a name for the WITH query</source>
        <translation>WITH 查询的名称</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>a query can have only one WITH clause</source>
        <translation>一个查询只能有一个 WITH 子句</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>this query already has ORDER BY / LIMIT; wrap it in a subquery</source>
        <translation>此查询已有 ORDER BY / LIMIT；请将其包装在子查询中</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>a query cannot have both LIMIT and FETCH</source>
        <translation>查询不能同时包含 LIMIT 和 FETCH</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>FIRST or LAST</source>
        <translation>FIRST 或 LAST</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>SELECT, VALUES or &apos;(&apos;</source>
        <translation>SELECT、VALUES 或 &apos;(&apos;</translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+2"/>
        <location line="+251"/>
        <location line="+2"/>
        <source>an alias</source>
        <translation>别名</translation>
    </message>
    <message>
        <location line="-233"/>
        <location line="+246"/>
        <source>a window name</source>
        <translation>窗口名称</translation>
    </message>
    <message>
        <location line="-163"/>
        <location line="+32"/>
        <source>JOIN, INNER, LEFT, RIGHT or FULL after NATURAL</source>
        <translation>NATURAL 之后的 JOIN、INNER、LEFT、RIGHT 或 FULL</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>A NATURAL join takes no ON or USING: it joins on every column name both sides have</source>
        <translation>NATURAL 连接不接受 ON 或 USING：它按两侧共有的每个列名进行连接</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>ON or USING</source>
        <translation>ON 或 USING</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>a table function name such as TUMBLE</source>
        <translation>TUMBLE 等表值函数名称</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>TABLE(...) or a parenthesized query after LATERAL</source>
        <translation>LATERAL 之后的 TABLE(...) 或带括号的查询</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>a column alias</source>
        <translation>列别名</translation>
    </message>
    <message>
        <location line="+34"/>
        <location line="+11"/>
        <source>PRECEDING or FOLLOWING</source>
        <translation>PRECEDING 或 FOLLOWING</translation>
    </message>
    <message>
        <location filename="../engine/src/sql/parser_statements.cpp" line="-519"/>
        <source>a statement (CREATE, INSERT, SELECT, SET, ...)</source>
        <translation>语句（CREATE、INSERT、SELECT、SET 等）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 statements are not supported by Sluice</source>
        <translation>Sluice 不支持 %1 语句</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>a statement</source>
        <translation>语句</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected a statement (CREATE, INSERT, SELECT, SET, ...) but found &apos;%1&apos;</source>
        <translation>应为语句（CREATE、INSERT、SELECT、SET 等），但找到 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a value</source>
        <translation>值</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a configuration line needs the SET keyword: write SET &apos;%1&apos; = &apos;%2&apos;;</source>
        <translation>配置行需要 SET 关键字：请写作 SET &apos;%1&apos; = &apos;%2&apos;;</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>the quote that opens the %1 is not closed on line %2 (the text runs on to line %3)</source>
        <translation>开启 %1 的引号在第 %2 行没有闭合（文本一直延续到第 %3 行）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>a configuration key such as &apos;table.exec.state.ttl&apos;</source>
        <translation>配置键，例如 &apos;table.exec.state.ttl&apos;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>a value (quote text values: &apos;value&apos;)</source>
        <translation>值（文本值需加引号：&apos;value&apos;）</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>expected &apos;;&apos; but found %1 (a value containing spaces must be quoted: &apos;%2&apos;)</source>
        <translation>应为 &apos;;&apos;，但找到 %1（包含空格的值必须加引号：&apos;%2&apos;）</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>a configuration key or &apos;;&apos;</source>
        <translation>配置键或 &apos;;&apos;</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>comments are not allowed inside a %1 statement</source>
        <translation>%1 语句中不允许出现注释</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>a &apos;--&apos; comment is not allowed after a %1 statement; put the comment on its own line</source>
        <translation>%1 语句之后不允许使用 &apos;--&apos; 注释；请将注释单独放在一行</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>CREATE %1 is not supported by Sluice</source>
        <translation>Sluice 不支持 CREATE %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+255"/>
        <location line="+210"/>
        <source>TABLE or VIEW</source>
        <translation>TABLE 或 VIEW</translation>
    </message>
    <message>
        <location line="-436"/>
        <location line="+189"/>
        <location line="+21"/>
        <source>a quoted comment</source>
        <translation>带引号的注释</translation>
    </message>
    <message>
        <location line="-206"/>
        <location line="+291"/>
        <source>a partition column name</source>
        <translation>分区列名</translation>
    </message>
    <message>
        <location line="-277"/>
        <source>CREATE TABLE AS SELECT syntax does not support to specify explicit columns yet.</source>
        <translation>CREATE TABLE AS SELECT 语法暂不支持指定显式列。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;(&apos; and the table&apos;s columns, or LIKE</source>
        <translation>&apos;(&apos; 及表的列，或 LIKE</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>a function name</source>
        <translation>函数名</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the function&apos;s class name, e.g. &apos;com.example.MyFunction&apos;</source>
        <translation>函数的类名，例如 &apos;com.example.MyFunction&apos;</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>JAVA, SCALA or PYTHON</source>
        <translation>JAVA、SCALA 或 PYTHON</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>JAR &apos;path&apos;</source>
        <translation>JAR &apos;path&apos;</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the jar&apos;s path</source>
        <translation>jar 的路径</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>CREATE FUNCTION (a user-defined function in a JVM class)</source>
        <translation>CREATE FUNCTION（JVM 类中的用户自定义函数）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>the name of the table to copy</source>
        <translation>要复制的表的名称</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>INCLUDING, EXCLUDING or OVERWRITING</source>
        <translation>INCLUDING、EXCLUDING 或 OVERWRITING</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>ALL, CONSTRAINTS, PARTITIONS, GENERATED, OPTIONS, WATERMARKS or METADATA</source>
        <translation>ALL、CONSTRAINTS、PARTITIONS、GENERATED、OPTIONS、WATERMARKS 或 METADATA</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>the rowtime column name</source>
        <translation>行时间列名</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>a table can declare only one WATERMARK</source>
        <translation>一个表只能声明一个 WATERMARK</translation>
    </message>
    <message>
        <location line="+8"/>
        <location line="+46"/>
        <source>a constraint name</source>
        <translation>约束名称</translation>
    </message>
    <message>
        <location line="-39"/>
        <location line="+43"/>
        <source>NOT ENFORCED (Flink supports only NOT ENFORCED primary keys)</source>
        <translation>NOT ENFORCED（Flink 仅支持 NOT ENFORCED 主键）</translation>
    </message>
    <message>
        <location line="-38"/>
        <location line="+8"/>
        <source>a table can have only one PRIMARY KEY</source>
        <translation>一个表只能有一个 PRIMARY KEY</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>a quoted metadata key such as &apos;offset&apos;</source>
        <translation>带引号的元数据键，例如 &apos;offset&apos;</translation>
    </message>
    <message>
        <location line="+32"/>
        <location line="+29"/>
        <source>a view name</source>
        <translation>视图名称</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>an option such as &apos;connector&apos; = &apos;...&apos;</source>
        <translation>选项，例如 &apos;connector&apos; = &apos;...&apos;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>a quoted option key such as &apos;connector&apos;</source>
        <translation>带引号的选项键，例如 &apos;connector&apos;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>expected a quoted option value but found %1 (WITH option values are strings: &apos;%2&apos;)</source>
        <translation>应为带引号的选项值，但找到 %1（WITH 选项值是字符串：&apos;%2&apos;）</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>a query (SELECT, VALUES, WITH or &apos;(&apos;)</source>
        <translation>查询（SELECT、VALUES、WITH 或 &apos;(&apos;）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>INSERT or END</source>
        <translation>INSERT 或 END</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>a statement set needs at least one INSERT statement</source>
        <translation>语句集至少需要一条 INSERT 语句</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>an EXPLAIN detail</source>
        <translation>EXPLAIN 详情类型</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>a query, INSERT or STATEMENT SET to explain</source>
        <translation>要 EXPLAIN 的查询、INSERT 或 STATEMENT SET</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>the job id as a quoted string</source>
        <translation>作业 ID（带引号的字符串）</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>WITH DRAIN can only come after WITH SAVEPOINT</source>
        <translation>WITH DRAIN 只能出现在 WITH SAVEPOINT 之后</translation>
    </message>
    <message>
        <location line="+46"/>
        <location line="+13"/>
        <location line="+41"/>
        <source>a table or view name</source>
        <translation>表名或视图名</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>FROM or IN and a table name</source>
        <translation>FROM 或 IN 以及表名</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>CATALOG or DATABASE</source>
        <translation>CATALOG 或 DATABASE</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>TABLES, VIEWS, FUNCTIONS, CATALOGS, DATABASES, JOBS, MODULES, CREATE TABLE, COLUMNS or CURRENT</source>
        <translation>TABLES、VIEWS、FUNCTIONS、CATALOGS、DATABASES、JOBS、MODULES、CREATE TABLE、COLUMNS 或 CURRENT</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a database name</source>
        <translation>数据库名</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>a quoted LIKE pattern</source>
        <translation>带引号的 LIKE 模式</translation>
    </message>
    <message>
        <location filename="../engine/src/sql/parser_types.cpp" line="-107"/>
        <source>an integer</source>
        <translation>整数</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>number too large: %1</source>
        <translation>数字过大：%1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>a data type such as INT, STRING or TIMESTAMP(3)</source>
        <translation>数据类型，例如 INT、STRING 或 TIMESTAMP(3)</translation>
    </message>
    <message>
        <location line="+96"/>
        <source>&apos;&lt;&apos; and the element type, e.g. ARRAY&lt;STRING&gt;</source>
        <translation>&apos;&lt;&apos; 及元素类型，例如 ARRAY&lt;STRING&gt;</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&apos;&lt;&apos; and the key and value types, e.g. MAP&lt;STRING, INT&gt;</source>
        <translation>&apos;&lt;&apos; 及键和值的类型，例如 MAP&lt;STRING, INT&gt;</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&apos;&lt;&apos; or &apos;(&apos; and the fields, e.g. ROW&lt;name STRING, age INT&gt;</source>
        <translation>&apos;&lt;&apos; 或 &apos;(&apos; 及字段，例如 ROW&lt;name STRING, age INT&gt;</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&apos;,&apos; or &apos;&gt;&apos;</source>
        <translation>&apos;,&apos; 或 &apos;&gt;&apos;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>expected a data type such as INT, STRING or TIMESTAMP(3) but found &apos;%1&apos;</source>
        <translation>应为数据类型（例如 INT、STRING 或 TIMESTAMP(3)），但找到 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>empty quoted identifier ``</source>
        <translation>空的带引号标识符 ``</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>expected %1 but found &apos;%2&apos; (&apos;%2&apos; is a reserved word in Flink SQL; write `%2` to use it as a name)</source>
        <translation>应为 %1，但找到 &apos;%2&apos;（&apos;%2&apos; 是 Flink SQL 中的保留字；要将其用作名称，请写作 `%2`）</translation>
    </message>
    <message>
        <location filename="../engine/src/state/rocksdb_disk_guard.cpp" line="+14"/>
        <source>RocksDB state folder &apos;%1&apos; is full: %2 (state.backend.rocksdb.localdir)</source>
        <translation>RocksDB 状态文件夹 &apos;%1&apos; 已满：%2（state.backend.rocksdb.localdir）</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>cannot tell the free space of RocksDB state folder &apos;%1&apos; (state.backend.rocksdb.localdir)</source>
        <translation>无法获取 RocksDB 状态文件夹 &apos;%1&apos; 的可用空间（state.backend.rocksdb.localdir）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 bytes free, at least %2 needed (%3 stay free for flushing the job&apos;s write buffers)</source>
        <translation>可用 %1 字节，至少需要 %2（其中 %3 需保持空闲，用于刷写作业的写缓冲区）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>cannot track the RocksDB files in state folder &apos;%1&apos;: %2</source>
        <translation>无法跟踪状态文件夹 &apos;%1&apos; 中的 RocksDB 文件：%2</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>only %1 bytes left on its file system, %2 must stay free for flushing the job&apos;s state</source>
        <translation>其文件系统仅剩 %1 字节，其中 %2 必须保持空闲，用于刷写作业的状态</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>the job&apos;s state files take %1 of the %2 bytes they may use (the free space at start minus %3 kept free for flushes)</source>
        <translation>作业的状态文件已占用其可用的 %2 字节中的 %1（启动时的可用空间减去为刷写保留的 %3）</translation>
    </message>
    <message>
        <location filename="../engine/src/state/rocksdb_shared_memory.cpp" line="+30"/>
        <source>RocksDB state memory budget of %1 bytes is too small; at least %2 bytes (1 mb) are needed (the RocksDB state memory budget is %3)</source>
        <translation>RocksDB 状态内存预算 %1 字节过小；至少需要 %2 字节（1 mb）（RocksDB 状态内存预算为 %3）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>state.backend.rocksdb.memory.write-buffer-ratio must be in (0, 1), got %1</source>
        <translation>state.backend.rocksdb.memory.write-buffer-ratio 必须在 (0, 1) 范围内，实际为 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>state.backend.rocksdb.memory.high-prio-pool-ratio must be in [0, 1), got %1</source>
        <translation>state.backend.rocksdb.memory.high-prio-pool-ratio 必须在 [0, 1) 范围内，实际为 %1</translation>
    </message>
    <message>
        <location line="+58"/>
        <source>cannot use RocksDB state folder &apos;%1&apos; (state.backend.rocksdb.localdir)</source>
        <translation>无法使用 RocksDB 状态文件夹 &apos;%1&apos;（state.backend.rocksdb.localdir）</translation>
    </message>
    <message>
        <location filename="../engine/src/state/rocksdb_state_backend.cpp" line="+142"/>
        <source>cannot create a temporary RocksDB state folder: %1</source>
        <translation>无法创建临时 RocksDB 状态文件夹：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot create a temporary RocksDB state folder &apos;%1&apos;: %2</source>
        <translation>无法创建临时 RocksDB 状态文件夹 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>cannot use RocksDB state folder &apos;%1&apos;: %2</source>
        <translation>无法使用 RocksDB 状态文件夹 &apos;%1&apos;：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>RocksDB state folder &apos;%1&apos; exists and is not a folder (state.backend.rocksdb.localdir)</source>
        <translation>RocksDB 状态文件夹 &apos;%1&apos; 已存在且不是文件夹（state.backend.rocksdb.localdir）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>cannot create RocksDB state folder &apos;%1&apos; (state.backend.rocksdb.localdir): %2</source>
        <translation>无法创建 RocksDB 状态文件夹 &apos;%1&apos;（state.backend.rocksdb.localdir）：%2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>RocksDB state folder &apos;%1&apos; is not writable (state.backend.rocksdb.localdir)</source>
        <translation>RocksDB 状态文件夹 &apos;%1&apos; 不可写（state.backend.rocksdb.localdir）</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>RocksDB state folder &apos;%1&apos; holds a corrupt or unreadable database: %2</source>
        <translation>RocksDB 状态文件夹 &apos;%1&apos; 中的数据库已损坏或无法读取：%2</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>RocksDB state folder &apos;%1&apos; holds a corrupt database: %2</source>
        <translation>RocksDB 状态文件夹 &apos;%1&apos; 中的数据库已损坏：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot open RocksDB state in &apos;%1&apos; (state.backend.rocksdb.localdir): %2</source>
        <translation>无法打开 &apos;%1&apos; 中的 RocksDB 状态（state.backend.rocksdb.localdir）：%2</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>cannot clear old state in RocksDB folder &apos;%1&apos;: %2</source>
        <translation>无法清除 RocksDB 文件夹 &apos;%1&apos; 中的旧状态：%2</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>create table &apos;%1&apos;</source>
        <translation>创建表 &apos;%1&apos;</translation>
    </message>
    <message>
        <location line="+121"/>
        <source>no state table &apos;%1&apos;</source>
        <translation>状态表 &apos;%1&apos; 不存在</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>key group range [%1, %2] is not within [0, %3]</source>
        <translation>键组范围 [%1, %2] 不在 [0, %3] 之内</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>RocksDB state in &apos;%1&apos;: malformed key in table &apos;%2&apos;</source>
        <translation>&apos;%1&apos; 中的 RocksDB 状态：表 &apos;%2&apos; 中存在格式错误的键</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>RocksDB state in &apos;%1&apos;: value shorter than its timestamp in table &apos;%2&apos;</source>
        <translation>&apos;%1&apos; 中的 RocksDB 状态：表 &apos;%2&apos; 中的值比其时间戳还短</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>RocksDB state in &apos;%1&apos;: scan of table &apos;%2&apos; failed: %3</source>
        <translation>&apos;%1&apos; 中的 RocksDB 状态：扫描表 &apos;%2&apos; 失败：%3</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>flush</source>
        <translation>刷写</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>compaction</source>
        <translation>压缩</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>table &apos;%1&apos; needs a compaction of up to %2 bytes that no longer fits; %3</source>
        <translation>表 &apos;%1&apos; 需要进行最多 %2 字节的压缩，但空间已不足；%3</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>cannot take RocksDB&apos;s checkpoint of &apos;%1&apos; into &apos;%2&apos;: %3</source>
        <translation>无法将 &apos;%1&apos; 的 RocksDB 检查点生成到 &apos;%2&apos; 中：%3</translation>
    </message>
    <message>
        <location filename="../engine/src/state/rocksdb_state_tables.cpp" line="+22"/>
        <source>%1 failed: %2</source>
        <translation>%1 失败：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1; %2</source>
        <translation>%1；%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>RocksDB state in &apos;%1&apos;: %2</source>
        <translation>&apos;%1&apos; 中的 RocksDB 状态：%2</translation>
    </message>
    <message>
        <location line="+76"/>
        <location line="+9"/>
        <source>get</source>
        <translation>读取</translation>
    </message>
    <message>
        <location line="-77"/>
        <location line="+26"/>
        <source>put</source>
        <translation>写入</translation>
    </message>
    <message>
        <location line="-19"/>
        <source>delete</source>
        <translation>删除</translation>
    </message>
    <message>
        <location line="+116"/>
        <source>scan</source>
        <translation>扫描</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>iterate</source>
        <translation>遍历</translation>
    </message>
    <message>
        <location line="+366"/>
        <source>remove all</source>
        <translation>全部删除</translation>
    </message>
    <message>
        <location filename="../engine/src/state/state_snapshot.cpp" line="+71"/>
        <location line="+26"/>
        <source>is out of range</source>
        <translation>超出范围</translation>
    </message>
    <message>
        <location line="-18"/>
        <source>has unknown kind %1</source>
        <translation>具有未知类型 %1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>is an entry outside any table</source>
        <translation>是不属于任何表的条目</translation>
    </message>
    <message>
        <location filename="../engine/src/exec/group_aggregate_operator.cpp" line="+526"/>
        <source>an aggregate&apos;s state from an older checkpoint does not decode: %1</source>
        <translation>旧检查点中的聚合状态无法解码：%1</translation>
    </message>
    <message>
        <location filename="../engine/src/state/heap_state_backend.cpp" line="+160"/>
        <source>its GROUP BY, window or join state is kept in inline tables, the fast layout used when the job takes no checkpoints, which a savepoint cannot hold; set execution.checkpointing.interval to take savepoints of this job</source>
        <translation>其 GROUP BY、窗口或 Join 状态保存在内联表中（这是作业不生成检查点时使用的快速布局），保存点无法容纳这种状态；请设置 execution.checkpointing.interval 以便为此作业生成保存点</translation>
    </message>
    <message>
        <location filename="../engine/src/exec/join_operator.cpp" line="+300"/>
        <source>the restored state of this join&apos;s left side was written by an inner join; an outer join cannot take it over (it needs each row&apos;s matches)</source>
        <translation>此连接左侧的恢复状态由内连接写入；外连接无法接管它（它需要每一行的匹配数）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the restored state of this join&apos;s right side was written by an inner join; an outer join cannot take it over (it needs each row&apos;s matches)</source>
        <translation>此连接右侧的恢复状态由内连接写入；外连接无法接管它（它需要每一行的匹配数）</translation>
    </message>
    <message>
        <location filename="../engine/src/plan/hint_rules.cpp" line="+34"/>
        <source>An OPTIONS hint takes &apos;key&apos; = &apos;value&apos; pairs, at least one</source>
        <translation>OPTIONS 提示需要 &apos;key&apos; = &apos;value&apos; 形式的选项，至少一个</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The join hint %1 names the tables or views it applies to, at least one: %1(t1, t2)</source>
        <translation>连接提示 %1 需要列出其适用的表或视图，至少一个：%1(t1, t2)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>A LOOKUP hint takes &apos;key&apos; = &apos;value&apos; pairs, &apos;table&apos; among them</source>
        <translation>LOOKUP 提示需要 &apos;key&apos; = &apos;value&apos; 形式的选项，其中须包含 &apos;table&apos;</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>A LOOKUP hint needs &apos;table&apos; = &apos;&lt;the lookup table or its alias&gt;&apos;</source>
        <translation>LOOKUP 提示需要 &apos;table&apos; = &apos;&lt;维表名或其别名&gt;&apos;</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>STATE_TTL takes &apos;table_or_alias&apos; = &apos;duration&apos; pairs, at least one</source>
        <translation>STATE_TTL 需要 &apos;表名或别名&apos; = &apos;时长&apos; 形式的选项，至少一个</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&apos;%1&apos; is not a hint Flink knows: it refuses the query (its hints are OPTIONS, STATE_TTL, LOOKUP, BROADCAST, SHUFFLE_HASH, SHUFFLE_MERGE and NEST_LOOP)</source>
        <translation>&apos;%1&apos; 不是 Flink 认识的提示：Flink 会拒绝该查询（它支持的提示有 OPTIONS、STATE_TTL、LOOKUP、BROADCAST、SHUFFLE_HASH、SHUFFLE_MERGE 和 NEST_LOOP）</translation>
    </message>
</context>
<context>
    <name>sluice::FindReplaceDialog</name>
    <message>
        <location filename="../widgets/editor/find_replace_dialog.cpp" line="+86"/>
        <location line="+16"/>
        <source>Find and Replace</source>
        <translation>查找和替换</translation>
    </message>
    <message>
        <location line="-76"/>
        <source>Match &amp;case</source>
        <translation>区分大小写(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Whole words</source>
        <translation>全字匹配(&amp;W)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Regular e&amp;xpression</source>
        <translation>正则表达式(&amp;X)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Wra&amp;p around</source>
        <translation>循环查找(&amp;P)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Find:</source>
        <translation>查找(&amp;F)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Replace &amp;with:</source>
        <translation>替换为(&amp;W)：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Find &amp;Next</source>
        <translation>查找下一个(&amp;N)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Find Pre&amp;vious</source>
        <translation>查找上一个(&amp;V)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Replace</source>
        <translation>替换(&amp;R)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replace &amp;All</source>
        <translation>全部替换(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location line="+33"/>
        <location line="+16"/>
        <source>Find</source>
        <translation>查找</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>Not found.</source>
        <translation>未找到。</translation>
    </message>
    <message numerus="yes">
        <location line="+52"/>
        <source>Replaced %n occurrence(s).</source>
        <translation>
            <numerusform>已替换 %n 处。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sluice::HoverProvider</name>
    <message>
        <location filename="../widgets/editor/hover_provider.cpp" line="+39"/>
        <source>View %1</source>
        <translation>视图 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table %1 (connector: %2)</source>
        <translation>表 %1（连接器：%2）</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+133"/>
        <source>Column %1.%2: %3</source>
        <translation>列 %1.%2：%3</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>&apos;%1&apos; = %2 ms</source>
        <translation>&apos;%1&apos; = %2 毫秒</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&apos;%1&apos; = %2 bytes</source>
        <translation>&apos;%1&apos; = %2 字节</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>Unknown option %1</source>
        <translation>未知选项 %1</translation>
    </message>
    <message>
        <location line="+49"/>
        <source>Field %1.%2: %3</source>
        <translation>字段 %1.%2：%3</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Aggregate function.</source>
        <translation>聚合函数。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Example: %1</source>
        <translation>示例：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Runs on Flink; not in the embedded engine yet (%1).</source>
        <translation>在 Flink 上运行；嵌入式引擎尚不支持（%1）。</translation>
    </message>
    <message>
        <location line="-116"/>
        <source>Effective value in this script: %1 (set on line %2)</source>
        <translation>本脚本中的生效值：%1（在第 %2 行设置）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Effective value in this script: %1 (the default: not set)</source>
        <translation>本脚本中的生效值：%1（默认值：未设置）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Effective value in this script: none (not set, no default)</source>
        <translation>本脚本中的生效值：无（未设置，也没有默认值）</translation>
    </message>
</context>
<context>
    <name>sluice::JobController</name>
    <message>
        <location filename="../widgets/bridge/job_controller.cpp" line="+261"/>
        <source>Not running</source>
        <translation>未运行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Starting</source>
        <translation>启动中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopping</source>
        <translation>停止中</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Finished</source>
        <translation>已结束</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed</source>
        <translation>失败</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
</context>
<context>
    <name>sluice::JobGraphView</name>
    <message>
        <location filename="../widgets/monitor/job_graph_view.cpp" line="+57"/>
        <source>parallelism %1 · %2</source>
        <translation>并行度 %1 · %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>From the SQL at line %1</source>
        <translation>来自第 %1 行的 SQL</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>Fit</source>
        <translation>适应窗口</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the whole graph (Ctrl+wheel zooms)</source>
        <translation>显示整张图（Ctrl+滚轮缩放）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>100%</source>
        <translation>100%</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show the graph at its actual size</source>
        <translation>按实际大小显示图</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>Exchange: %1</source>
        <translation>数据交换：%1</translation>
    </message>
    <message>
        <location line="+91"/>
        <source>in %1 · out %2</source>
        <translation>入 %1 · 出 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>state %1 · %2 entries</source>
        <translation>状态 %1 · %2 条</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>queue %1</source>
        <translation>队列 %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>backpressured %1 (OK)</source>
        <translation>反压 %1（正常）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>backpressured %1 (low)</source>
        <translation>反压 %1（低）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>backpressured %1 (high)</source>
        <translation>反压 %1（高）</translation>
    </message>
</context>
<context>
    <name>sluice::KafkaSandboxController</name>
    <message>
        <location filename="../widgets/sandbox/kafka_sandbox_controller.cpp" line="+69"/>
        <source>Could not start the Kafka sandbox: %1</source>
        <translation>无法启动 Kafka 沙箱：%1</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>Could not create the topic: %1</source>
        <translation>无法创建主题：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Could not create topic &apos;%1&apos;: the partition count must be at least 1, not %2.</source>
        <translation>无法创建主题“%1”：分区数至少为 1，而不是 %2。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Could not create topic &apos;%1&apos;: the sandbox is not running.</source>
        <translation>无法创建主题“%1”：沙箱未运行。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Could not create topic &apos;%1&apos;: %2</source>
        <translation>无法创建主题“%1”：%2</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Could not load %1: choose a topic to load it into.</source>
        <translation>无法加载 %1：请选择要载入的主题。</translation>
    </message>
    <message>
        <location line="+4"/>
        <location line="+16"/>
        <source>Could not load %1 into &apos;%2&apos;: %3</source>
        <translation>无法将 %1 载入“%2”：%3</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>Could not load %1 into &apos;%2&apos;: the sandbox is not running.</source>
        <translation>无法将 %1 载入“%2”：沙箱未运行。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>enter a topic name.</source>
        <translation>请输入主题名称。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&apos;%1&apos; is not allowed as a topic name.</source>
        <translation>“%1”不能用作主题名称。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a topic name has at most %1 characters; &apos;%2…&apos; has %3.</source>
        <translation>主题名称最多 %1 个字符；“%2…”有 %3 个。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&apos;%1&apos; contains &apos;%2&apos;; a topic name may only hold ASCII letters, digits, &apos;.&apos;, &apos;_&apos; and &apos;-&apos;.</source>
        <translation>“%1”包含“%2”；主题名称只能包含 ASCII 字母、数字、“.”、“_”和“-”。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>choose a file.</source>
        <translation>请选择文件。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the file does not exist.</source>
        <translation>文件不存在。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>it is a folder, not a file.</source>
        <translation>这是文件夹，不是文件。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>it holds a JSON array; the sandbox loads one JSON document per line (JSON Lines), so write each record on its own line.</source>
        <translation>文件是一个 JSON 数组；沙箱按行载入，每行一个 JSON 文档（JSON Lines），请把每条记录写在单独一行。</translation>
    </message>
</context>
<context>
    <name>sluice::KafkaSandboxDialog</name>
    <message>
        <location filename="../widgets/sandbox/kafka_sandbox_dialog.cpp" line="+55"/>
        <source>&amp;Start</source>
        <translation>启动(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;top</source>
        <translation>停止(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Create &amp;Topic</source>
        <translation>创建主题(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Browse…</source>
        <translation>浏览(&amp;B)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Load</source>
        <translation>载入(&amp;L)</translation>
    </message>
    <message>
        <location line="-6"/>
        <source>Kafka Sandbox (Development Tool)</source>
        <translation>Kafka 沙箱（开发工具）</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&lt;b&gt;Development tool.&lt;/b&gt; A local Kafka cluster in this process (librdkafka&apos;s mock cluster on 127.0.0.1) for trying Kafka jobs without brokers. Nothing is kept: its topics and messages are gone when it stops or this window closes. Not for production data.</source>
        <translation>&lt;b&gt;开发工具。&lt;/b&gt;在本进程内运行的本地 Kafka 集群（librdkafka 的模拟集群，监听 127.0.0.1），用于在没有 Broker 的情况下试运行 Kafka 作业。不保存任何数据：停止或关闭此窗口后，其主题和消息都会消失。请勿用于生产数据。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Number of mock brokers</source>
        <translation>模拟 Broker 的数量</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Start the sandbox to get an address</source>
        <translation>启动沙箱以获取地址</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The value for &apos;properties.bootstrap.servers&apos;</source>
        <translation>&apos;properties.bootstrap.servers&apos; 的取值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the bootstrap address to the clipboard</source>
        <translation>将引导地址复制到剪贴板</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cluster</source>
        <translation>集群</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Brokers:</source>
        <translation>Broker 数：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Status:</source>
        <translation>状态：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Bootstrap servers:</source>
        <translation>引导服务器：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>orders</source>
        <translation>orders</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Topic</source>
        <translation>主题</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Partitions</source>
        <translation>分区</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Messages loaded</source>
        <translation>已载入消息</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Topics</source>
        <translation>主题</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Name:</source>
        <translation>名称：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Partitions:</source>
        <translation>分区数：</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>CSV or JSON Lines files, separated by ;</source>
        <translation>CSV 或 JSON Lines 文件，用 ; 分隔</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Load Files (each line becomes one message)</source>
        <translation>加载文件（每行成为一条消息）</translation>
    </message>
    <message>
        <location line="+145"/>
        <source>Load Files into a Topic</source>
        <translation>将文件加载到主题</translation>
    </message>
    <message>
        <location line="-143"/>
        <source>Into:</source>
        <translation>载入到：</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Starting…</source>
        <translation>正在启动…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Loading…</source>
        <translation>正在载入…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Running. Use &apos;properties.bootstrap.servers&apos; = &apos;%1&apos; in a Kafka table.</source>
        <translation>运行中。在 Kafka 表中使用 &apos;properties.bootstrap.servers&apos; = &apos;%1&apos;。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Stopped; its topics and messages are gone.</source>
        <translation>已停止；其主题和消息已清除。</translation>
    </message>
    <message numerus="yes">
        <location line="+60"/>
        <source>%1 uses %n topic(s) the sandbox does not have: %2</source>
        <translation>
            <numerusform>%1 使用了沙箱中尚无的 %n 个主题：%2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Create %n Topic(s)</source>
        <translation>
            <numerusform>创建 %n 个主题</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Creates them with the partition count above</source>
        <translation>按上方的分区数创建</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Copied %1 to the clipboard.</source>
        <translation>已将 %1 复制到剪贴板。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>CSV and JSON Lines (*.csv *.json *.jsonl *.txt);;All files (*)</source>
        <translation>CSV 和 JSON Lines (*.csv *.json *.jsonl *.txt);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Running</source>
        <translation>运行中</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Stopped</source>
        <translation>已停止</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Working…</source>
        <translation>处理中…</translation>
    </message>
    <message numerus="yes">
        <location line="+45"/>
        <source>Created topic &apos;%1&apos; with %n partition(s).</source>
        <translation>
            <numerusform>已创建主题“%1”，共 %n 个分区。</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+12"/>
        <source>Loaded %n message(s) from %1 into &apos;%2&apos;.</source>
        <translation>
            <numerusform>已从 %1 载入 %n 条消息到“%2”。</numerusform>
        </translation>
    </message>
    <message>
        <location line="-286"/>
        <source>any free</source>
        <translation>任意空闲</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Port:</source>
        <translation>端口：</translation>
    </message>
    <message>
        <location line="-14"/>
        <source>The port of the bootstrap address on 127.0.0.1 (9092 is Kafka&apos;s usual one, which the example jobs name; lowest: any free port)</source>
        <translation>127.0.0.1 上引导地址的端口（9092 是 Kafka 的常用端口，示例作业使用它；最小值：任意空闲端口）</translation>
    </message>
</context>
<context>
    <name>sluice::MainWindow</name>
    <message>
        <location filename="../widgets/shell/main_window.cpp" line="-62"/>
        <location filename="../widgets/shell/main_window_actions.cpp" line="+86"/>
        <source>SQL jobs (*.sql);;All files (*)</source>
        <translation>SQL 作业 (*.sql);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+197"/>
        <source>Open File</source>
        <translation>打开文件</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Could not open “%1”:
%2</source>
        <translation>无法打开“%1”：
%2</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Opened %1</source>
        <translation>已打开 %1</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Recover Unsaved Work</source>
        <translation>恢复未保存的工作</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Sluice did not shut down properly. Unsaved changes to %n document(s) were kept:</source>
        <translation>
            <numerusform>Sluice 上次未正常退出。已保留 %n 个文档中未保存的修改：</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Recover</source>
        <translation>恢复</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Discard</source>
        <translation>丢弃</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>Not reopened (no longer there): %1</source>
        <translation>未重新打开（文件已不存在）：%1</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Save As</source>
        <translation>另存为</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Save File</source>
        <translation>保存文件</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Could not save “%1”:
%2</source>
        <translation>无法保存“%1”：
%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saved %1</source>
        <translation>已保存 %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+89"/>
        <location line="+29"/>
        <source>Unsaved Changes</source>
        <translation>未保存的修改</translation>
    </message>
    <message>
        <location line="-117"/>
        <source>“%1” has unsaved changes. Save them before closing?</source>
        <translation>“%1”有未保存的修改。关闭前要保存吗？</translation>
    </message>
    <message numerus="yes">
        <location line="+89"/>
        <source>%n document(s) have unsaved changes:</source>
        <translation>
            <numerusform>%n 个文档有未保存的更改：</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Save All</source>
        <translation>全部保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard All</source>
        <translation>全部放弃(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Review Each…</source>
        <translation>逐个查看(&amp;R)…</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>“%1” has unsaved changes. Save them before quitting?</source>
        <translation>“%1”有未保存的修改。退出前要保存吗？</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1[*] — Sluice</source>
        <translation>%1[*] — Sluice</translation>
    </message>
    <message>
        <location line="+13"/>
        <location filename="../widgets/shell/main_window_actions.cpp" line="+295"/>
        <source>Ln %1, Col %2</source>
        <translation>第 %1 行，第 %2 列</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Errors: %1  Warnings: %2</source>
        <translation>错误：%1  警告：%2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>In this tab; all open tabs: %1 errors, %2 warnings</source>
        <translation>当前标签页的数量；所有打开的标签页：%1 个错误，%2 个警告</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Zoom: %1</source>
        <translation>缩放：%1</translation>
    </message>
    <message>
        <location line="+28"/>
        <source>“%1” was removed or cannot be read; the tab keeps its text.</source>
        <translation>“%1”已被删除或无法读取；标签页中的文本仍然保留。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>“%1” was changed by another program, and it has unsaved changes here.
Reload it and lose the changes made here?</source>
        <translation>“%1”已被其他程序修改，而这里还有未保存的修改。
要重新加载并放弃这里的修改吗？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>“%1” was changed by another program. Reload it?</source>
        <translation>“%1”已被其他程序修改。要重新加载吗？</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>File Changed on Disk</source>
        <translation>磁盘上的文件已更改</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Reload File</source>
        <translation>重新加载文件</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Run failed</source>
        <translation>运行失败</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>About Sluice</source>
        <translation>关于 Sluice</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Sluice %1&lt;/h3&gt;&lt;p&gt;A designer and monitor for Flink SQL streaming jobs, with its own embedded engine.&lt;/p&gt;&lt;p&gt;SQL dialect and options follow Apache Flink %2.&lt;/p&gt;&lt;p&gt;Built with Qt %3 and QScintilla.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Sluice %1&lt;/h3&gt;&lt;p&gt;Flink SQL 流式作业的设计与监控工具，自带嵌入式引擎。&lt;/p&gt;&lt;p&gt;SQL 方言与配置项遵循 Apache Flink %2。&lt;/p&gt;&lt;p&gt;基于 Qt %3 和 QScintilla 构建。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/shell/main_window_actions.cpp" line="-303"/>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save &amp;As…</source>
        <translation>另存为(&amp;A)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Close</source>
        <translation>关闭(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Quit</source>
        <translation>退出(&amp;Q)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Undo</source>
        <translation>撤销(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Redo</source>
        <translation>重做(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cu&amp;t</source>
        <translation>剪切(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy</source>
        <translation>复制(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Paste</source>
        <translation>粘贴(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Select &amp;All</source>
        <translation>全选(&amp;A)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Find…</source>
        <translation>查找(&amp;F)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Replace…</source>
        <translation>替换(&amp;R)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Find &amp;Next</source>
        <translation>查找下一个(&amp;N)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Toggle Comment</source>
        <translation>切换注释(&amp;T)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Co&amp;mplete</source>
        <translation>自动补全(&amp;M)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>F&amp;ormat SQL</source>
        <translation>格式化 SQL(&amp;O)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Run Job</source>
        <translation>运行作业(&amp;R)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>S&amp;top Job</source>
        <translation>停止作业(&amp;T)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Zoom &amp;In</source>
        <translation>放大(&amp;I)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Zoom &amp;Out</source>
        <translation>缩小(&amp;O)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Reset Zoom</source>
        <translation>重置缩放(&amp;R)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Follow &amp;System</source>
        <translation>跟随系统(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Light</source>
        <translation>浅色(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Dark</source>
        <translation>深色(&amp;D)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Follow System</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;About Sluice</source>
        <translation>关于 Sluice(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Main Toolbar</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Plan</source>
        <translation>执行计划</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Monitor</source>
        <translation>监控</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Throughput, latency, backpressure and checkpoints of the running job will be charted here.</source>
        <translation>运行中作业的吞吐量、延迟、反压和检查点将在这里以图表显示。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Results</source>
        <translation>结果</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rows produced by the running job&apos;s sinks will be listed here.</source>
        <translation>运行中作业的 Sink 输出的数据行将在这里列出。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Problems</source>
        <translation>问题</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>&amp;Panels</source>
        <translation>面板(&amp;P)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Language</source>
        <translation>语言(&amp;L)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No job running</source>
        <translation>没有运行中的作业</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>&amp;Clear List</source>
        <translation>清空列表(&amp;C)</translation>
    </message>
    <message>
        <location line="-200"/>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
</context>
<context>
    <name>sluice::MetricHistory</name>
    <message>
        <location filename="../widgets/monitor/metric_history.cpp" line="+136"/>
        <source>process</source>
        <translation>进程</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>job</source>
        <translation>作业</translation>
    </message>
</context>
<context>
    <name>sluice::MonitorView</name>
    <message>
        <location filename="../widgets/monitor/monitor_view.cpp" line="+61"/>
        <source>Throughput (records/s)</source>
        <translation>吞吐量（记录/秒）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>State size (bytes)</source>
        <translation>状态大小（字节）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>State size (entries)</source>
        <translation>状态大小（条目）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>TTL expired and late records (per second)</source>
        <translation>TTL 过期与迟到记录（每秒）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mini-batch flushes (per second)</source>
        <translation>微批刷新（每秒）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Mini-batch size (records per flush)</source>
        <translation>微批大小（每次刷新的记录数）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Backpressure (input queue fill)</source>
        <translation>反压（输入队列占用）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Process CPU (% of one core)</source>
        <translation>进程 CPU（单核百分比）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Process memory (resident)</source>
        <translation>进程内存（常驻）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Checkpoint duration</source>
        <translation>检查点时长</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checkpoint size (state)</source>
        <translation>检查点大小（状态）</translation>
    </message>
    <message>
        <location line="+287"/>
        <source>No job running</source>
        <translation>没有正在运行的作业</translation>
    </message>
    <message>
        <location line="-173"/>
        <source>Legend</source>
        <translation>图例</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>Which operators the charts show</source>
        <translation>图表显示哪些算子</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Job</source>
        <translation>作业</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All operators</source>
        <translation>所有算子</translation>
    </message>
    <message>
        <location line="-133"/>
        <source>1 min</source>
        <translation>1 分钟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>5 min</source>
        <translation>5 分钟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>15 min</source>
        <translation>15 分钟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>1 h</source>
        <translation>1 小时</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Whole run</source>
        <translation>整个运行</translation>
    </message>
    <message>
        <location line="+132"/>
        <source>Rolling time window of the charts</source>
        <translation>图表的滚动时间窗口</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+127"/>
        <source>Pause the charts (samples are still recorded)</source>
        <translation>暂停图表（仍会记录采样）</translation>
    </message>
    <message>
        <location line="-126"/>
        <source>Reset Zoom</source>
        <translation>重置缩放</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Drag over a chart or use Ctrl+wheel to zoom; right-click resets</source>
        <translation>在图表上拖动或按住 Ctrl 滚动滚轮缩放；右键单击重置</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> ms</source>
        <translation> 毫秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sampling period of the metrics</source>
        <translation>指标的采样周期</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show:</source>
        <translation>显示：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every</source>
        <translation>每</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Charts</source>
        <translation>图表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Job Graph</source>
        <translation>作业图</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checkpoints</source>
        <translation>检查点</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+313"/>
        <source>Compare Runs</source>
        <translation>对比运行</translation>
    </message>
    <message>
        <location line="-326"/>
        <location line="+126"/>
        <source>Resume the charts</source>
        <translation>继续图表</translation>
    </message>
    <message>
        <location line="+52"/>
        <source> (charts paused)</source>
        <translation>（图表已暂停）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Restarted after: %1</source>
        <translation>重启原因：%1</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>in</source>
        <translation>入</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>out</source>
        <translation>出</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>expired</source>
        <translation>过期</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>late</source>
        <translation>迟到</translation>
    </message>
    <message>
        <location line="-363"/>
        <source>Latency: event-time lag</source>
        <translation>延迟：事件时间延迟</translation>
    </message>
    <message>
        <location line="+427"/>
        <source>&amp;Export</source>
        <translation>导出(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chart as &amp;PNG</source>
        <translation>图表导出为 &amp;PNG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chart as &amp;SVG</source>
        <translation>图表导出为 &amp;SVG</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Metric Series as &amp;CSV…</source>
        <translation>指标序列导出为 &amp;CSV…</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>duration</source>
        <translation>时长</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>alignment</source>
        <translation>对齐</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>state size</source>
        <translation>状态大小</translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+120"/>
        <source>Export</source>
        <translation>导出</translation>
    </message>
    <message>
        <location line="-119"/>
        <source>Save a chart as PNG or SVG, or the metric series as CSV</source>
        <translation>将图表保存为 PNG 或 SVG，或将指标序列保存为 CSV</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>One row per sample: the time and every series, units in the header, named as in &apos;sluice run --metrics-out&apos;</source>
        <translation>每个采样一行：时间和所有序列，单位写在表头中，名称与 &apos;sluice run --metrics-out&apos; 相同</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>Could not write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location line="-26"/>
        <source>there are no metric series yet; run the job first.</source>
        <translation>还没有指标序列；请先运行作业。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>there are no two runs to compare yet; run the job twice.</source>
        <translation>还没有可比较的两次运行；请将作业运行两次。</translation>
    </message>
    <message>
        <location line="-82"/>
        <source>Run &amp;Comparison as CSV…</source>
        <translation>对比运行导出为 &amp;CSV…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The two runs picked in Compare Runs: the parameters that differ and the summary figures</source>
        <translation>“对比运行”中选定的两次运行：不同的参数和汇总数据</translation>
    </message>
    <message>
        <location line="+124"/>
        <source>SVG images (*.svg)</source>
        <translation>SVG 图像 (*.svg)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>PNG images (*.png)</source>
        <translation>PNG 图像 (*.png)</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+21"/>
        <source>Export Failed</source>
        <translation>导出失败</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV 文件 (*.csv)</translation>
    </message>
</context>
<context>
    <name>sluice::OpenClusterJobDialog</name>
    <message>
        <location filename="../widgets/cluster/open_cluster_job_dialog.cpp" line="+22"/>
        <source>Open Cluster Job</source>
        <translation>打开集群作业</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Job</source>
        <translation>作业</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Started</source>
        <translation>开始时间</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Job ID</source>
        <translation>作业 ID</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Watch</source>
        <translation>监视(&amp;W)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Re&amp;fresh</source>
        <translation>刷新(&amp;F)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>&amp;Cluster:</source>
        <translation>集群(&amp;C)：</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No cluster is set up yet. Add one under Settings → Clusters.</source>
        <translation>尚未设置集群。请在“设置 → 集群”中添加。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Asking %1…</source>
        <translation>正在询问 %1…</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>The cluster has no jobs.</source>
        <translation>集群没有作业。</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n job(s).</source>
        <translation>
            <numerusform>%n 个作业。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>sluice::OptionEditor</name>
    <message>
        <location filename="../widgets/parameters/option_editor.cpp" line="+119"/>
        <source>Default (%1)</source>
        <translation>默认（%1）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>not set</source>
        <translation>未设置</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Separate items with &apos;;&apos;</source>
        <translation>各项之间用“;”分隔</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Key</source>
        <translation>键</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Value</source>
        <translation>值</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Add an entry</source>
        <translation>添加一项</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Remove the selected entry</source>
        <translation>删除所选项</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>= %1</source>
        <translation>= %1</translation>
    </message>
</context>
<context>
    <name>sluice::ParameterForm</name>
    <message>
        <location filename="../widgets/parameters/parameter_form.cpp" line="+37"/>
        <source>State</source>
        <translation>状态</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mini-batch</source>
        <translation>微批处理</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Sink</source>
        <translation>结果表（Sink）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Source</source>
        <translation>源表（Source）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hive/filesystem source</source>
        <translation>Hive/文件系统源表</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Execution</source>
        <translation>执行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Checkpointing</source>
        <translation>检查点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Restart</source>
        <translation>重启策略</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Optimizer</source>
        <translation>优化器</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resources</source>
        <translation>资源</translation>
    </message>
    <message>
        <location line="+196"/>
        <source>Search options</source>
        <translation>搜索参数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Only changed</source>
        <translation>仅显示已修改</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show only the options the job sets</source>
        <translation>只显示作业中已设置的参数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Presets</source>
        <translation>预设</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply, save, export or import a set of option values</source>
        <translation>应用、保存、导出或导入一组参数值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Reset all</source>
        <translation>全部重置</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove every SET statement of a known option</source>
        <translation>删除所有已知参数的 SET 语句</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open a job to edit its parameters.</source>
        <translation>打开一个作业即可编辑其参数。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Reset to the default (removes its SET statement)</source>
        <translation>恢复默认值（删除对应的 SET 语句）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Flink only</source>
        <translation>仅 Flink</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+267"/>
        <source>Not applied by the embedded engine; kept for Flink deployments</source>
        <translation>内置引擎不会应用此参数，仅为部署到 Flink 时保留</translation>
    </message>
    <message>
        <location line="-240"/>
        <source>&lt;p&gt;Select an option to read what it does.&lt;/p&gt;</source>
        <translation>&lt;p&gt;选中一个参数即可查看它的作用。&lt;/p&gt;</translation>
    </message>
    <message numerus="yes">
        <location line="+76"/>
        <source>Set %n times (lines %1); the last one, on line %2, is in effect.</source>
        <translation>
            <numerusform>设置了 %n 次（第 %1 行）；生效的是最后一次，位于第 %2 行。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Set on line %1, outside the SET block at the top.</source>
        <translation>在第 %1 行设置，位于开头的 SET 语句块之外。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Written with its old name &apos;%1&apos;.</source>
        <translation>使用了旧名称“%1”。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Invalid value: %1</source>
        <translation>无效的值：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+48"/>
        <source>Not written: %1</source>
        <translation>未写入：%1</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>No job is open.</source>
        <translation>没有打开的作业。</translation>
    </message>
    <message>
        <location line="+90"/>
        <source>Default: %1</source>
        <translation>默认值：%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Range: %1 to %2</source>
        <translation>范围：%1 至 %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Values: %1</source>
        <translation>可选值：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unit: %1</source>
        <translation>单位：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Old names: %1</source>
        <translation>旧名称：%1</translation>
    </message>
    <message>
        <location filename="../widgets/parameters/parameter_form_dialogs.cpp" line="+29"/>
        <source>Sluice presets (*.json);;All files (*)</source>
        <translation>Sluice 预设 (*.json);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Options that go together</source>
        <translation>需要一起设置的参数</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+40"/>
        <source>%1

Set these options together:</source>
        <translation>%1

请一起设置以下参数：</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Your presets</source>
        <translation>我的预设</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Save current options as preset…</source>
        <translation>将当前参数保存为预设…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Import presets…</source>
        <translation>导入预设…</translation>
    </message>
    <message>
        <location line="+1"/>
        <location line="+103"/>
        <location line="+5"/>
        <source>Export preset</source>
        <translation>导出预设</translation>
    </message>
    <message>
        <location line="-107"/>
        <source>Delete preset</source>
        <translation>删除预设</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>The job already has every value of this preset.</source>
        <translation>作业已包含此预设的全部参数值。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Apply preset “%1”</source>
        <translation>应用预设“%1”</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+2"/>
        <source>These SET statements will change:</source>
        <translation>以下 SET 语句将会改变：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Option</source>
        <translation>参数</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Now</source>
        <translation>当前</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>After</source>
        <translation>应用后</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>not set (no default)</source>
        <translation>未设置（无默认值）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>not set (default %1)</source>
        <translation>未设置（默认 %1）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Apply</source>
        <translation>应用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>This preset cannot be applied to this job: %1</source>
        <translation>无法将此预设应用到该作业：%1</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+7"/>
        <source>Save preset</source>
        <translation>保存预设</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>Preset name:</source>
        <translation>预设名称：</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+5"/>
        <source>Import presets</source>
        <translation>导入预设</translation>
    </message>
</context>
<context>
    <name>sluice::ParametersPanel</name>
    <message>
        <location filename="../widgets/parameters/parameters_panel.cpp" line="+36"/>
        <source>Options</source>
        <translation>参数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>State TTL &amp;&amp; Hints</source>
        <translation>状态 TTL 与提示</translation>
    </message>
</context>
<context>
    <name>sluice::PlanView</name>
    <message>
        <location filename="../widgets/plan/plan_view.cpp" line="+74"/>
        <source>Double-click to select its SQL.</source>
        <translation>双击可选中对应的 SQL。</translation>
    </message>
    <message>
        <location line="+42"/>
        <location line="+322"/>
        <source>parallelism %1  ·  %2</source>
        <translation>并行度 %1  ·  %2</translation>
    </message>
    <message>
        <location line="-365"/>
        <location line="+54"/>
        <source>state TTL: %1</source>
        <translation>状态 TTL：%1</translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Click an operator to see what it does and why the planner chose it.</source>
        <translation>点击算子，查看它的作用以及规划器选择它的原因。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Graph</source>
        <translation>图</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>EXPLAIN</source>
        <translation>EXPLAIN</translation>
    </message>
    <message>
        <location line="-12"/>
        <source>&amp;Statement:</source>
        <translation>语句(&amp;S)：</translation>
    </message>
    <message numerus="yes">
        <location line="+113"/>
        <source>No plan: the script has %n error(s).</source>
        <translation>
            <numerusform>无执行计划：脚本中有 %n 个错误。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No plan: the script has no INSERT or SELECT.</source>
        <translation>无执行计划：脚本中没有 INSERT 或 SELECT 语句。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Statements with errors are not planned (%n error(s)).</source>
        <translation>
            <numerusform>有错误的语句不会生成执行计划（共 %n 个错误）。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+200"/>
        <source>Parallelism: %1</source>
        <translation>并行度：%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Changelog mode: %1</source>
        <translation>变更日志模式：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>State TTL: %1</source>
        <translation>状态 TTL：%1</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>Exchange: %1</source>
        <translation>数据交换：%1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Chained: each subtask passes its records to the same subtask of the next operator.</source>
        <translation>链式传递：每个子任务把记录直接交给下一个算子的同一子任务。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The parallelism changes here: records are redistributed among the subtasks.</source>
        <translation>并行度在此处改变：记录在各子任务之间重新分配。</translation>
    </message>
</context>
<context>
    <name>sluice::PresetStore</name>
    <message>
        <location filename="../widgets/parameters/preset_store.cpp" line="+35"/>
        <source>Batch processing</source>
        <translation>批处理</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Streaming</source>
        <translation>流处理</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>High throughput</source>
        <translation>高吞吐</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Compatibility</source>
        <translation>兼容性</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Low latency</source>
        <translation>低延迟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Large bounded jobs: no idle-source timeout, source parallelism inferred from the Hive input, vectorized Hive reads.</source>
        <translation>大型有界作业：不设空闲源超时，按 Hive 输入推断源并行度，向量化读取 Hive。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Continuous jobs: idle sources stop holding back watermarks after 30 s, Hive partitions are discovered every minute, checkpoints every 5 minutes.</source>
        <translation>持续运行的作业：空闲的源 30 秒后不再拖住水位线，每分钟发现一次新的 Hive 分区，每 5 分钟做一次检查点。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Most rows per second: mini-batches of up to 5,000 rows or 2 s, two-phase aggregation with split distinct aggregates, parallelism 4, wide Hive source parallelism, vectorized Hive reads and writes, more task manager memory.</source>
        <translation>追求每秒最多的行：微批（最多 5,000 行或 2 秒），两阶段聚合并拆分去重聚合，并行度 4，更高的 Hive 源并行度，向量化读写 Hive，更多 TaskManager 内存。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Works with the most Hive setups: MapReduce reader and writer fallbacks, conservative source parallelism, the Hive dialect.</source>
        <translation>兼容尽可能多的 Hive 环境：读写回退到 MapReduce，保守的源并行度，使用 Hive 方言。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Every row as soon as possible: no mini-batch buffering, single-phase aggregation, frequent watermarks, idle sources released quickly.</source>
        <translation>让每一行尽快输出：不做微批缓冲，单阶段聚合，频繁生成水位线，尽快释放空闲的源。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>A preset has no name.</source>
        <translation>有一个预设没有名称。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Preset &apos;%1&apos; has no &quot;options&quot; object.</source>
        <translation>预设“%1”缺少 &quot;options&quot; 对象。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Preset &apos;%1&apos;: %2</source>
        <translation>预设“%1”：%2</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Not a JSON document: %1</source>
        <translation>不是有效的 JSON 文档：%1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The file holds no presets.</source>
        <translation>该文件中没有预设。</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>Cannot create %1.</source>
        <translation>无法创建 %1。</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Cannot write %1: %2</source>
        <translation>无法写入 %1：%2</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot read %1: %2</source>
        <translation>无法读取 %1：%2</translation>
    </message>
</context>
<context>
    <name>sluice::ProblemsModel</name>
    <message>
        <location filename="../widgets/editor/problems_model.cpp" line="+117"/>
        <source>Error</source>
        <translation>错误</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Warning</source>
        <translation>警告</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Info</source>
        <translation>提示</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Message</source>
        <translation>消息</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>File</source>
        <translation>文件</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line</source>
        <translation>行</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Column</source>
        <translation>列</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule</source>
        <translation>规则</translation>
    </message>
</context>
<context>
    <name>sluice::ResultsModel</name>
    <message>
        <location filename="../widgets/results/results_model.cpp" line="+303"/>
        <source>op</source>
        <translation>操作</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Change kind: +I insert, -U update before, +U update after, -D delete</source>
        <translation>变更类型：+I 插入，-U 更新前，+U 更新后，-D 删除</translation>
    </message>
</context>
<context>
    <name>sluice::ResultsView</name>
    <message>
        <location filename="../widgets/results/results_view.cpp" line="+34"/>
        <source>Materialized</source>
        <translation>物化</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The sink (or bare SELECT) whose rows are shown</source>
        <translation>显示其行的 Sink（或独立 SELECT）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Apply the changelog and show the resulting table</source>
        <translation>应用变更日志并显示得到的表</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rows kept in the view; older rows are dropped</source>
        <translation>视图中保留的行数；较旧的行会被丢弃</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Sink:</source>
        <translation>Sink：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Keep rows:</source>
        <translation>保留行数：</translation>
    </message>
    <message>
        <location line="+74"/>
        <source>No rows yet</source>
        <translation>尚无数据行</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rows seen: %1 (+I %2, -U %3, +U %4, -D %5)</source>
        <translation>已收到行：%1（+I %2，-U %3，+U %4，-D %5）</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> · table rows: %1</source>
        <translation> · 表行数：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · dropped by the limit: %1</source>
        <translation> · 因上限丢弃：%1</translation>
    </message>
</context>
<context>
    <name>sluice::RunControl</name>
    <message>
        <location filename="../widgets/run/run_control.cpp" line="+142"/>
        <source>R&amp;estart Job</source>
        <translation>重新运行作业(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop with &amp;Savepoint…</source>
        <translation>停止并生成保存点(&amp;S)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Resume from Save&amp;point…</source>
        <translation>从保存点恢复(&amp;P)…</translation>
    </message>
    <message>
        <location line="-81"/>
        <source>Run history: %1</source>
        <translation>运行历史：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <location line="+77"/>
        <source>Run on &amp;Cluster…</source>
        <translation>在集群上运行(&amp;C)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Open Cluster Job…</source>
        <translation>打开集群作业(&amp;O)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Watch a job that runs on a Flink cluster in the Monitor</source>
        <translation>在监视器中查看 Flink 集群上运行的作业</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Send the job of the current tab to a Flink cluster through its SQL Gateway and watch it here</source>
        <translation>通过 SQL 网关把当前标签页的作业发送到 Flink 集群，并在这里监视它</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Run the job of the current tab on the embedded engine (Ctrl+Enter)</source>
        <translation>在内嵌引擎上运行当前标签页的作业（Ctrl+Enter）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the job of the current tab</source>
        <translation>停止当前标签页的作业</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop the job of the current tab and run its text again</source>
        <translation>停止当前标签页的作业并重新运行其文本</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Stop the job with a savepoint of its state, to resume it later (after changing its parameters)</source>
        <translation>停止作业并为其状态生成保存点，以便稍后（修改参数后）恢复</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Run the job from a savepoint or checkpoint folder</source>
        <translation>从保存点或检查点文件夹运行作业</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1: %2 (the whole message is in Problems)</source>
        <translation>%1：%2（完整信息见“问题”面板）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The run failed: %1</source>
        <translation>运行失败：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>The Kafka Sandbox runs at %1: use that address in the table&apos;s &apos;properties.bootstrap.servers&apos;.</source>
        <translation>Kafka 沙箱运行在 %1：请在表的 &apos;properties.bootstrap.servers&apos; 中使用该地址。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>No Kafka broker answered there. To try the job without one, start Tools → Kafka Sandbox on that address and create its topics.</source>
        <translation>该地址没有 Kafka broker 响应。若想在没有 broker 的情况下试运行作业，请在该地址启动“工具 → Kafka 沙箱”并创建所需主题。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="-4"/>
        <location line="+26"/>
        <source>%1: savepoint written to %2</source>
        <translation>%1：保存点已写入 %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: the savepoint failed, the job goes on: %2</source>
        <translation>%1：保存点失败，作业继续运行：%2</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%n result row(s) dropped: the job produces them faster than they can be shown.</source>
        <translation>
            <numerusform>已丢弃 %n 行结果：作业产生结果的速度超过了显示速度。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+48"/>
        <source>Stop with Savepoint</source>
        <translation>停止并创建保存点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Savepoint directory on the cluster (empty: the cluster&apos;s state.savepoints.dir):</source>
        <translation>集群上的保存点目录（留空：使用集群的 state.savepoints.dir）：</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Folder for the Savepoint</source>
        <translation>保存点所在文件夹</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: taking a savepoint…</source>
        <translation>%1：正在生成保存点…</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Resume from Savepoint or Checkpoint</source>
        <translation>从保存点或检查点恢复</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>No cluster profile named &apos;%1&apos;</source>
        <translation>没有名为“%1”的集群配置</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Run on Cluster</source>
        <translation>在集群上运行</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>-- Job %1 on %2, started outside Sluice: watched in the Monitor.
-- %3
</source>
        <translation>-- 作业 %1（%2）在 Sluice 之外启动：在监视器中查看。
-- %3
</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>No job running</source>
        <translation>没有正在运行的作业</translation>
    </message>
    <message>
        <location line="-297"/>
        <source>&amp;Kafka Sandbox (Development Tool)…</source>
        <translation>&amp;Kafka 沙箱（开发工具）…</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Start a local in-memory Kafka cluster to run Kafka jobs without brokers</source>
        <translation>启动本地内存 Kafka 集群，无需 Broker 即可运行 Kafka 作业</translation>
    </message>
</context>
<context>
    <name>sluice::RunHistory</name>
    <message>
        <location filename="../widgets/run/run_history.cpp" line="+89"/>
        <source>#%1 %2 · %3 · %4 · %5 s</source>
        <translation>#%1 %2 · %3 · %4 · %5 秒</translation>
    </message>
</context>
<context>
    <name>sluice::RunOnClusterDialog</name>
    <message>
        <location filename="../widgets/cluster/run_on_cluster_dialog.cpp" line="+17"/>
        <source>&amp;Resume from a savepoint or checkpoint:</source>
        <translation>从保存点或检查点恢复(&amp;R)：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Run on Cluster</source>
        <translation>在集群上运行</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>a path the cluster can read: file:///…, s3://…, hdfs://…</source>
        <translation>集群可读取的路径：file:///…、s3://…、hdfs://…</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>No cluster is set up yet. Add its SQL Gateway and JobManager addresses under Settings → Clusters.</source>
        <translation>尚未设置集群。请在“设置 → 集群”中添加其 SQL 网关和 JobManager 地址。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The script&apos;s statements go to the SQL Gateway at %1, one by one; its jobs are watched in the Monitor.</source>
        <translation>脚本的语句将逐条发送到位于 %1 的 SQL 网关；其作业在监视器中查看。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Manage Clusters…</source>
        <translation>管理集群(&amp;M)…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Cluster:</source>
        <translation>集群(&amp;C)：</translation>
    </message>
</context>
<context>
    <name>sluice::RunSession</name>
    <message>
        <location filename="../widgets/run/run_session.cpp" line="+26"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 min</source>
        <translation>%1 分钟</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 h %2 min</source>
        <translation>%1 小时 %2 分钟</translation>
    </message>
    <message>
        <location line="+100"/>
        <source>No job running</source>
        <translation>没有正在运行的作业</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Failed at line %1: %2</source>
        <translation>第 %1 行失败：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 on %2 · %3</source>
        <translation>%1（%2）· %3</translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source> · restarted %n time(s)</source>
        <translation>
            <numerusform> · 已重启 %n 次</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source> · %n checkpoint(s)</source>
        <translation>
            <numerusform> · %n 个检查点</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source> · %n failed checkpoint(s)</source>
        <translation>
            <numerusform> · %n 个检查点失败</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source> · state at %1% of its memory budget</source>
        <translation> · 状态已用内存预算的 %1%</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>%1 of %2 read (%3 %)</source>
        <translation>已读取 %1 / %2（%3 %）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 of %2 rows (%3 %)</source>
        <translation>%1 / %2 行（%3 %）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source> · %1 rows/s</source>
        <translation> · 每秒 %1 行</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> · about %1 left</source>
        <translation> · 约剩 %1</translation>
    </message>
    <message>
        <location line="+59"/>
        <source>%1 (job %2)</source>
        <translation>%1（作业 %2）</translation>
    </message>
    <message>
        <location line="+60"/>
        <source>%1 on %2</source>
        <translation>%1（在 %2 上）</translation>
    </message>
</context>
<context>
    <name>sluice::SettingsDialog</name>
    <message>
        <location filename="../widgets/shell/settings_dialog.cpp" line="+43"/>
        <source>Settings</source>
        <translation>设置</translation>
    </message>
    <message>
        <location line="+3"/>
        <location line="+6"/>
        <source>Follow system</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <location line="-5"/>
        <source>Light</source>
        <translation>浅色</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>深色</translation>
    </message>
    <message>
        <location line="+16"/>
        <source> pt</source>
        <translation> 磅</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Theme:</source>
        <translation>主题(&amp;T)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language:</source>
        <translation>语言(&amp;L)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Editor &amp;font:</source>
        <translation>编辑器字体(&amp;F)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Autosave unsaved work every:</source>
        <translation>自动保存未保存工作的间隔(&amp;A)：</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;General</source>
        <translation>常规(&amp;G)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Clusters</source>
        <translation>集群(&amp;C)</translation>
    </message>
    <message>
        <location line="+26"/>
        <location line="+15"/>
        <source>Clusters</source>
        <translation>集群</translation>
    </message>
</context>
<context>
    <name>sluice::SqlDocument</name>
    <message>
        <location filename="../widgets/editor/sql_document.cpp" line="+37"/>
        <source>Untitled-%1</source>
        <translation>未命名-%1</translation>
    </message>
</context>
<context>
    <name>sluice::SqlEditor</name>
    <message>
        <location filename="../widgets/editor/sql_editor.cpp" line="+371"/>
        <source>Already formatted.</source>
        <translation>已经是格式化后的样子。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Formatted.</source>
        <translation>已格式化。</translation>
    </message>
    <message>
        <location line="+53"/>
        <source>Toggle Comment</source>
        <translation>切换注释</translation>
    </message>
</context>
<context>
    <name>sluice::SqlFormatter</name>
    <message>
        <location filename="../widgets/editor/sql_formatter.cpp" line="+332"/>
        <location line="+9"/>
        <source>Not formatted: the script has a syntax error at line %1, column %2. Fix it first.</source>
        <translation>未格式化：脚本第 %1 行第 %2 列有语法错误，请先修正。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Not formatted: the new layout would change how the script reads. Please report this.</source>
        <translation>未格式化：新的排版会改变脚本的含义。请报告此问题。</translation>
    </message>
</context>
<context>
    <name>sluice::SqlLexer</name>
    <message>
        <location filename="../widgets/editor/sql_lexer.cpp" line="+129"/>
        <source>Default</source>
        <translation>默认</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Identifier</source>
        <translation>标识符</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Quoted identifier</source>
        <translation>带引号的标识符</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keyword</source>
        <translation>关键字</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Data type</source>
        <translation>数据类型</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Built-in function</source>
        <translation>内置函数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>String</source>
        <translation>字符串</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Number</source>
        <translation>数字</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Operator</source>
        <translation>运算符</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Punctuation</source>
        <translation>标点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Line comment</source>
        <translation>行注释</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Block comment</source>
        <translation>块注释</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hint</source>
        <translation>提示（Hint）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Invalid</source>
        <translation>无效</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SET key</source>
        <translation>SET 键</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>SET value</source>
        <translation>SET 值</translation>
    </message>
</context>
<context>
    <name>sluice::TextFile</name>
    <message>
        <location filename="../widgets/editor/text_file.cpp" line="+13"/>
        <source>The file does not exist.</source>
        <translation>文件不存在。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This is a folder, not a file.</source>
        <translation>这是一个文件夹，不是文件。</translation>
    </message>
</context>
<context>
    <name>sluice::TokenChecker</name>
    <message>
        <location filename="../widgets/editor/token_checker.cpp" line="+16"/>
        <source>Unterminated hint: add */ to close it.</source>
        <translation>提示（Hint）未结束：请补上 */ 以闭合。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unterminated comment: add */ to close it.</source>
        <translation>注释未结束：请补上 */ 以闭合。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unterminated string: add &apos; to close it.</source>
        <translation>字符串未结束：请补上 &apos; 以闭合。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unterminated quoted identifier: add ` to close it.</source>
        <translation>带引号的标识符未结束：请补上 ` 以闭合。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Unterminated double-quoted text: Flink SQL quotes identifiers with ` and strings with &apos;.</source>
        <translation>双引号文本未结束：Flink SQL 用 ` 引用标识符，用 &apos; 引用字符串。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Unexpected character “%1”.</source>
        <translation>意外的字符“%1”。</translation>
    </message>
</context>
<context>
    <name>sluice::TtlInspector</name>
    <message>
        <location filename="../widgets/parameters/ttl_inspector.cpp" line="+230"/>
        <source>Operator</source>
        <translation>算子</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>State TTL</source>
        <translation>状态 TTL</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>From</source>
        <translation>来源</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No join or group aggregation in the plan.</source>
        <translation>执行计划中没有 Join 或分组聚合。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>e.g. 60 s, 2 h, 7 d</source>
        <translation>例如 60 s、2 h、7 d</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Write hint</source>
        <translation>写入提示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Remove</source>
        <translation>删除</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>left: %1</source>
        <translation>左表：%1</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>right: %1</source>
        <translation>右表：%1</translation>
    </message>
    <message>
        <location line="+177"/>
        <source>No join to edit.</source>
        <translation>没有可编辑的 Join。</translation>
    </message>
    <message>
        <location line="-466"/>
        <source>join OPTIONS hint</source>
        <translation>Join 的 OPTIONS 提示</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>STATE_TTL hint</source>
        <translation>STATE_TTL 提示</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>legacy idle-state retention</source>
        <translation>旧版空闲状态保留时间</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>none (never expires)</source>
        <translation>无（永不过期）</translation>
    </message>
    <message>
        <location line="+162"/>
        <source>&lt;b&gt;Joins and aggregations&lt;/b&gt;</source>
        <translation>&lt;b&gt;Join 与聚合&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&lt;b&gt;Table references&lt;/b&gt;</source>
        <translation>&lt;b&gt;表引用&lt;/b&gt;</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Table</source>
        <translation>表</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Dynamic options</source>
        <translation>动态选项</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Write &amp;as:</source>
        <translation>写入方式(&amp;A)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>OPTIONS hint after JOIN</source>
        <translation>JOIN 之后的 OPTIONS 提示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>/*+ OPTIONS(&apos;state.ttl.left&apos;/&apos;state.ttl.right&apos;=…) */ after this join&apos;s JOIN keyword (seed 001)</source>
        <translation>在此 Join 的 JOIN 关键字之后写入 /*+ OPTIONS(&apos;state.ttl.left&apos;/&apos;state.ttl.right&apos;=…) */（种子文档 001）</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>STATE_TTL hint after SELECT</source>
        <translation>SELECT 之后的 STATE_TTL 提示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>/*+ STATE_TTL(&apos;alias&apos;=…) */ after the SELECT of this join&apos;s query (Flink 1.19 and later); the join&apos;s OPTIONS key for this side is removed, as it would win</source>
        <translation>在此 Join 所在查询的 SELECT 之后写入 /*+ STATE_TTL(&apos;alias&apos;=…) */（Flink 1.19 及以上）；Join 的 OPTIONS 提示中此侧的键会被移除，因为它的优先级更高</translation>
    </message>
    <message>
        <location line="+138"/>
        <source>%1 (sink, line %2)</source>
        <translation>%1（结果表，第 %2 行）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 (source, line %2)</source>
        <translation>%1（源表，第 %2 行）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>none</source>
        <translation>无</translation>
    </message>
    <message numerus="yes">
        <location line="+0"/>
        <source>%n option(s)</source>
        <translation>
            <numerusform>%n 个选项</numerusform>
        </translation>
    </message>
    <message>
        <location line="+35"/>
        <source>Select a side of a join to set its state TTL, or a table reference to edit its dynamic options.</source>
        <translation>选中 Join 的一侧即可设置其状态 TTL，选中表引用即可编辑其动态选项。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>State TTL of the left input (%1) of this join:</source>
        <translation>此 Join 左输入（%1）的状态 TTL：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>State TTL of the right input (%1) of this join:</source>
        <translation>此 Join 右输入（%1）的状态 TTL：</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Dynamic options of the sink %1 (line %2):</source>
        <translation>结果表 %1 的动态选项（第 %2 行）：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dynamic options of %1 (line %2):</source>
        <translation>%1 的动态选项（第 %2 行）：</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Not written: %1</source>
        <translation>未写入：%1</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>No table reference to edit.</source>
        <translation>没有可编辑的表引用。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The plan is being updated; try again in a moment.</source>
        <translation>执行计划正在更新，请稍后再试。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Enter the option&apos;s key.</source>
        <translation>请输入选项的键。</translation>
    </message>
    <message>
        <location line="-296"/>
        <source>Remove this side&apos;s TTL from the hint it comes from</source>
        <translation>从其来源提示中移除此侧的 TTL</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>option key</source>
        <translation>选项键</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>value</source>
        <translation>值</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Set option</source>
        <translation>设置选项</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Write the key and value into this table reference&apos;s /*+ OPTIONS(…) */ hint</source>
        <translation>把键和值写入此表引用的 /*+ OPTIONS(…) */ 提示</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Remove key</source>
        <translation>移除键</translation>
    </message>
</context>
<context>
    <name>sluice::cluster::ClusterTarget</name>
    <message>
        <location filename="../cluster/cluster_target.cpp" line="+21"/>
        <source>the profile &apos;%1&apos; signs in with a password, and none is known</source>
        <translation>配置“%1”使用密码登录，但密码未知</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>the profile &apos;%1&apos; signs in with a token, and none is known</source>
        <translation>配置“%1”使用令牌登录，但令牌未知</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>the CA file &apos;%1&apos; holds no PEM certificate</source>
        <translation>CA 文件“%1”中没有 PEM 证书</translation>
    </message>
</context>
<context>
    <name>sluice::cluster::ConnectionProfile</name>
    <message>
        <location filename="../cluster/connection_profile.cpp" line="+68"/>
        <source>the profile has no name</source>
        <translation>配置没有名称</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the profile has neither a SQL Gateway URL nor a JobManager URL</source>
        <translation>该配置既没有 SQL Gateway URL，也没有 JobManager URL</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the SQL Gateway URL &apos;%1&apos; is not an http:// or https:// address</source>
        <translation>SQL 网关地址“%1”不是 http:// 或 https:// 地址</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>the JobManager URL &apos;%1&apos; is not an http:// or https:// address</source>
        <translation>JobManager 地址“%1”不是 http:// 或 https:// 地址</translation>
    </message>
</context>
<context>
    <name>sluice::cluster::JobManagerClient</name>
    <message>
        <location filename="../cluster/job_manager_client.cpp" line="+14"/>
        <source>the JobManager</source>
        <translation>JobManager</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>the savepoint failed</source>
        <translation>保存点失败</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>the savepoint of job %1 did not complete in %2 s</source>
        <translation>作业 %1 的保存点未在 %2 秒内完成</translation>
    </message>
</context>
<context>
    <name>sluice::cluster::RestClient</name>
    <message>
        <location filename="../cluster/rest_client.cpp" line="+138"/>
        <source>%1 did not answer in %2 s (%3)</source>
        <translation>%1 在 %2 秒内没有应答（%3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cannot reach %1 at %2: %3</source>
        <translation>无法连接 %1（%2）：%3</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 answered HTTP %2 for %3</source>
        <translation>%1 对 %3 返回 HTTP %2</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 answered with something other than JSON for %2: %3</source>
        <translation>%1 对 %2 返回的不是 JSON：%3</translation>
    </message>
</context>
<context>
    <name>sluice::cluster::SqlGatewayClient</name>
    <message>
        <location filename="../cluster/sql_gateway_client.cpp" line="+26"/>
        <source>the SQL Gateway</source>
        <translation>SQL 网关</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>the SQL Gateway at %1 speaks no REST API version from v2 on (Flink 1.17 or later)</source>
        <translation>位于 %1 的 SQL 网关不支持 v2 及以上的 REST API 版本（需要 Flink 1.17 或更高版本）</translation>
    </message>
</context>
</TS>
