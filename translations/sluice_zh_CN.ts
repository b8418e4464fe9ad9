<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>CloseButton</name>
    <message>
        <location filename="../widgets/shell/main_window.cpp" line="+115"/>
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
        <location filename="../widgets/monitor/checkpoint_history.cpp" line="+46"/>
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
        <location filename="../widgets/monitor/checkpoints_view.cpp" line="+69"/>
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
        <location filename="../widgets/editor/completion_engine.cpp" line="+190"/>
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
        <location filename="../widgets/editor/hover_provider.cpp" line="+37"/>
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
        <location filename="../widgets/bridge/job_controller.cpp" line="+258"/>
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
        <location filename="../widgets/monitor/job_graph_view.cpp" line="+58"/>
        <source>parallelism %1 · %2</source>
        <translation>并行度 %1 · %2</translation>
    </message>
    <message>
        <location line="+111"/>
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
        <location line="+107"/>
        <source>Exchange: %1</source>
        <translation>数据交换：%1</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>in %1 · out %2</source>
        <translation>入 %1 · 出 %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>state %1 · %2 entries</source>
        <translation>状态 %1 · %2 条</translation>
    </message>
    <message>
        <location line="+5"/>
        <location line="+10"/>
        <source>queue %1</source>
        <translation>队列 %1</translation>
    </message>
</context>
<context>
    <name>sluice::KafkaSandboxController</name>
    <message>
        <location filename="../widgets/sandbox/kafka_sandbox_controller.cpp" line="+68"/>
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
        <location line="+129"/>
        <source>Load Files into a Topic</source>
        <translation>将文件加载到主题</translation>
    </message>
    <message>
        <location line="-127"/>
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
        <location line="+44"/>
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
        <location line="-270"/>
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
        <location filename="../widgets/monitor/metric_history.cpp" line="+133"/>
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
        <location filename="../widgets/monitor/monitor_view.cpp" line="+60"/>
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
    <name>sluice::OptionEditor</name>
    <message>
        <location filename="../widgets/parameters/option_editor.cpp" line="+118"/>
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
        <location filename="../widgets/parameters/parameter_form.cpp" line="+33"/>
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
        <location line="+198"/>
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
        <location line="+4"/>
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
        <location line="+261"/>
        <source>Not applied by the embedded engine; kept for Flink deployments</source>
        <translation>内置引擎不会应用此参数，仅为部署到 Flink 时保留</translation>
    </message>
    <message>
        <location line="-239"/>
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
        <location line="+47"/>
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
        <location filename="../widgets/parameters/parameter_form_dialogs.cpp" line="+27"/>
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
        <location filename="../widgets/plan/plan_view.cpp" line="+68"/>
        <source>Double-click to select its SQL.</source>
        <translation>双击可选中对应的 SQL。</translation>
    </message>
    <message>
        <location line="+42"/>
        <location line="+319"/>
        <source>parallelism %1  ·  %2</source>
        <translation>并行度 %1  ·  %2</translation>
    </message>
    <message>
        <location line="-362"/>
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
        <location line="+197"/>
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
        <location filename="../widgets/parameters/preset_store.cpp" line="+33"/>
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
        <location filename="../widgets/editor/problems_model.cpp" line="+116"/>
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
        <location filename="../widgets/run/run_control.cpp" line="+118"/>
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
        <location line="-65"/>
        <source>Run history: %1</source>
        <translation>运行历史：%1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Exported %1</source>
        <translation>已导出 %1</translation>
    </message>
    <message>
        <location line="+62"/>
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
        <location line="+48"/>
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
        <location line="+15"/>
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
        <location line="+46"/>
        <source>Folder for the Savepoint</source>
        <translation>保存点所在文件夹</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1: taking a savepoint…</source>
        <translation>%1：正在生成保存点…</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Resume from Savepoint or Checkpoint</source>
        <translation>从保存点或检查点恢复</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>No job running</source>
        <translation>没有正在运行的作业</translation>
    </message>
    <message>
        <location line="-218"/>
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
    <name>sluice::RunSession</name>
    <message>
        <location filename="../widgets/run/run_session.cpp" line="+36"/>
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
        <location line="+69"/>
        <source>No job running</source>
        <translation>没有正在运行的作业</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Failed at line %1: %2</source>
        <translation>第 %1 行失败：%2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Failed: %1</source>
        <translation>失败：%1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
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
</context>
<context>
    <name>sluice::SettingsDialog</name>
    <message>
        <location filename="../widgets/shell/settings_dialog.cpp" line="+39"/>
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
        <location filename="../widgets/editor/sql_editor.cpp" line="+369"/>
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
        <location filename="../widgets/parameters/ttl_inspector.cpp" line="+228"/>
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
</TS>
