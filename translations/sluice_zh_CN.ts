<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN">
<context>
    <name>sluice::FindReplaceDialog</name>
    <message>
        <location filename="../widgets/find_replace_dialog.cpp" line="+18"/>
        <location line="+67"/>
        <source>Find and Replace</source>
        <translation>查找和替换</translation>
    </message>
    <message>
        <location line="-62"/>
        <source>Match &amp;case</source>
        <translation>区分大小写(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Whole words</source>
        <translation>全字匹配(&amp;W)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Regular e&amp;xpression</source>
        <translation>正则表达式(&amp;X)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Wra&amp;p around</source>
        <translation>循环查找(&amp;P)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Find:</source>
        <translation>查找(&amp;F)：</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Replace &amp;with:</source>
        <translation>替换为(&amp;W)：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Find &amp;Next</source>
        <translation>查找下一个(&amp;N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Find Pre&amp;vious</source>
        <translation>查找上一个(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Replace</source>
        <translation>替换(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Replace &amp;All</source>
        <translation>全部替换(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>关闭</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>Find</source>
        <translation>查找</translation>
    </message>
    <message>
        <location line="+52"/>
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
    <name>sluice::MainWindow</name>
    <message>
        <location filename="../widgets/main_window.cpp" line="+48"/>
        <location filename="../widgets/main_window_actions.cpp" line="+55"/>
        <source>SQL jobs (*.sql);;All files (*)</source>
        <translation>SQL 作业 (*.sql);;所有文件 (*)</translation>
    </message>
    <message>
        <location line="+166"/>
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
        <location line="+67"/>
        <source>Unsaved Changes</source>
        <translation>未保存的修改</translation>
    </message>
    <message>
        <location line="-66"/>
        <source>“%1” has unsaved changes. Save them before closing?</source>
        <translation>“%1”有未保存的修改。关闭前要保存吗？</translation>
    </message>
    <message>
        <location line="+67"/>
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
        <location filename="../widgets/main_window_actions.cpp" line="+256"/>
        <source>Ln %1, Col %2</source>
        <translation>第 %1 行，第 %2 列</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Errors: %1  Warnings: %2</source>
        <translation>错误：%1  警告：%2</translation>
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
        <location line="+32"/>
        <source>Language</source>
        <translation>语言</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The new language applies the next time Sluice starts.</source>
        <translation>新的语言将在下次启动 Sluice 时生效。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>About Sluice</source>
        <translation>关于 Sluice</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Sluice %1&lt;/h3&gt;&lt;p&gt;A designer and monitor for Flink SQL streaming jobs, with its own embedded engine.&lt;/p&gt;&lt;p&gt;SQL dialect and options follow Apache Flink %2.&lt;/p&gt;&lt;p&gt;Built with Qt %3 and QScintilla.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Sluice %1&lt;/h3&gt;&lt;p&gt;Flink SQL 流式作业的设计与监控工具，自带嵌入式引擎。&lt;/p&gt;&lt;p&gt;SQL 方言与配置项遵循 Apache Flink %2。&lt;/p&gt;&lt;p&gt;基于 Qt %3 和 QScintilla 构建。&lt;/p&gt;</translation>
    </message>
    <message>
        <location filename="../widgets/main_window_actions.cpp" line="-260"/>
        <source>&amp;New</source>
        <translation>新建(&amp;N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Open…</source>
        <translation>打开(&amp;O)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open</source>
        <translation>打开</translation>
    </message>
    <message>
        <location line="+5"/>
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
        <location line="+5"/>
        <source>&amp;Run Job</source>
        <translation>运行作业(&amp;R)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>S&amp;top Job</source>
        <translation>停止作业(&amp;T)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Running jobs needs the embedded runtime, which this build does not connect yet.</source>
        <translation>运行作业需要嵌入式运行时，当前版本尚未接入。</translation>
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
        <location line="+10"/>
        <source>Follow System</source>
        <translation>跟随系统</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;Settings…</source>
        <translation>设置(&amp;S)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;About Sluice</source>
        <translation>关于 Sluice(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>About &amp;Qt</source>
        <translation>关于 Qt(&amp;Q)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;File</source>
        <translation>文件(&amp;F)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open &amp;Recent</source>
        <translation>最近打开(&amp;R)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;Edit</source>
        <translation>编辑(&amp;E)</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;View</source>
        <translation>视图(&amp;V)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Run</source>
        <translation>运行(&amp;R)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Tools</source>
        <translation>工具(&amp;T)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Help</source>
        <translation>帮助(&amp;H)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Main Toolbar</source>
        <translation>主工具栏</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Parameters</source>
        <translation>参数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The job&apos;s parameters (SET options and connector properties) will appear here as a form once the engine&apos;s option registry is connected.</source>
        <translation>接入引擎的配置项注册表后，作业参数（SET 配置项和连接器属性）将以表单形式显示在这里。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Plan</source>
        <translation>执行计划</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The physical plan of the current job will be drawn here as a graph of operators, with parallelism, changelog mode and state TTL.</source>
        <translation>当前作业的物理执行计划将在这里绘制为算子图，并标注并行度、变更日志模式和状态 TTL。</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location line="+2"/>
        <source>Problems</source>
        <translation>问题</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>&amp;Panels</source>
        <translation>面板(&amp;P)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Theme</source>
        <translation>主题(&amp;T)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Language (applies after restart)</source>
        <translation>语言（重启后生效）(&amp;L)</translation>
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
</context>
<context>
    <name>sluice::ProblemsModel</name>
    <message>
        <location filename="../widgets/problems_model.cpp" line="+82"/>
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
        <location line="+37"/>
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
    <name>sluice::SettingsDialog</name>
    <message>
        <location filename="../widgets/settings_dialog.cpp" line="+39"/>
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
        <location line="+1"/>
        <source>A new language applies after restarting Sluice.</source>
        <translation>新的语言在重启 Sluice 后生效。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Editor &amp;font:</source>
        <translation>编辑器字体(&amp;F)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Autosave unsaved work every:</source>
        <translation>自动保存未保存工作的间隔(&amp;A)：</translation>
    </message>
</context>
<context>
    <name>sluice::SqlDocument</name>
    <message>
        <location filename="../widgets/sql_document.cpp" line="+27"/>
        <source>Untitled-%1</source>
        <translation>未命名-%1</translation>
    </message>
</context>
<context>
    <name>sluice::SqlEditor</name>
    <message>
        <location filename="../widgets/sql_editor.cpp" line="+342"/>
        <source>Toggle Comment</source>
        <translation>切换注释</translation>
    </message>
</context>
<context>
    <name>sluice::SqlLexer</name>
    <message>
        <location filename="../widgets/sql_lexer.cpp" line="+129"/>
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
        <location filename="../widgets/text_file.cpp" line="+13"/>
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
        <location filename="../widgets/token_checker.cpp" line="+16"/>
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
</TS>
