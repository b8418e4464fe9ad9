package dev.sluice.oracle;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import org.apache.flink.api.common.RuntimeExecutionMode;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.CoreOptions;
import org.apache.flink.configuration.DeploymentOptions;
import org.apache.flink.configuration.ExecutionOptions;
import org.apache.flink.core.execution.JobClient;
import org.apache.flink.core.execution.PipelineExecutorServiceLoader;
import org.apache.flink.streaming.api.environment.StreamExecutionEnvironment;
import org.apache.flink.table.api.EnvironmentSettings;
import org.apache.flink.table.api.ExplainDetail;
import org.apache.flink.table.api.ExplainFormat;
import org.apache.flink.table.api.ResultKind;
import org.apache.flink.table.api.TableResult;
import org.apache.flink.table.api.bridge.java.StreamTableEnvironment;
import org.apache.flink.table.api.internal.TableEnvironmentInternal;
import org.apache.flink.table.catalog.Column;
import org.apache.flink.table.operations.ModifyOperation;
import org.apache.flink.table.operations.CreateTableASOperation;
import org.apache.flink.table.operations.Operation;
import org.apache.flink.table.operations.QueryOperation;
import org.apache.flink.table.operations.StatementSetOperation;
import org.apache.flink.table.operations.command.ResetOperation;
import org.apache.flink.table.operations.command.SetOperation;
import org.apache.flink.types.Row;
import org.apache.flink.util.CloseableIterator;
import org.apache.flink.util.StringUtils;

import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Runs or validates one job script on the shared MiniCluster, in a table environment of its own
 * (a fresh catalog), and describes the outcome as a JSON object:
 *
 * <ul>
 *   <li>{@code ok}, and on failure {@code error}, {@code errorLine} (the failing statement's first
 *       line) and {@code errorStatement} (its 0-based index);
 *   <li>{@code printed}: the print connector's lines; {@code results}: for each statement that
 *       returns rows (a bare query, SHOW, DESCRIBE), its columns, types and changes with their row
 *       kinds; {@code timedOut} when jobs were cancelled at the deadline; {@code elapsedMs} and
 *       {@code processCpuMs}, the wall and the whole JVM's CPU time the script took;
 *   <li>in validate mode, {@code plans}: each query's and INSERT's optimized plan with its
 *       changelog modes, as {@code EXPLAIN CHANGELOG_MODE} prints it.
 * </ul>
 */
final class ScriptRunner {
    enum Mode { RUN, VALIDATE }

    private static final Pattern RUNTIME_MODE = Pattern.compile(
            "(?is)^SET\\s+'execution\\.runtime-mode'\\s*=\\s*'(\\w+)'$");
    private static final JsonNodeFactory JSON = JsonNodeFactory.instance;

    private final PipelineExecutorServiceLoader executors;
    private final PrintCapture printed;
    private final ScheduledExecutorService watchdog = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "sluice-oracle-watchdog");
        t.setDaemon(true);
        return t;
    });

    ScriptRunner(PipelineExecutorServiceLoader executors, PrintCapture printed) {
        this.executors = executors;
        this.printed = printed;
    }

    ObjectNode execute(Mode mode, String script, int parallelism, long timeoutMs) {
        long started = System.nanoTime();
        long cpuStarted = processCpuNanos();
        long deadline = started + TimeUnit.MILLISECONDS.toNanos(timeoutMs);
        ObjectNode answer = JSON.objectNode();
        ArrayNode results = JSON.arrayNode();
        ArrayNode plans = JSON.arrayNode();
        List<JobClient> jobs = new ArrayList<>();
        printed.takeLines(); // anything left over from an earlier script
        List<ScriptSplitter.Statement> statements = ScriptSplitter.split(script);
        int index = 0;
        try {
            TableEnvironmentInternal env = newEnvironment(statements, parallelism);
            for (; index < statements.size(); ++index) {
                String sql = statements.get(index).sql();
                for (Operation op : env.getParser().parse(sql)) {
                    boolean job = op instanceof ModifyOperation || op instanceof QueryOperation
                            || op instanceof StatementSetOperation;
                    if (mode == Mode.VALIDATE && (job || op instanceof CreateTableASOperation)) {
                        ObjectNode plan = plans.addObject();
                        plan.put("line", statements.get(index).line());
                        plan.put("plan", env.explainInternal(plannable(env, op), ExplainFormat.TEXT,
                                ExplainDetail.CHANGELOG_MODE));
                        continue;
                    }
                    if (applyConfig(env, op))
                        continue;
                    TableResult result = env.executeInternal(op);
                    if (op instanceof QueryOperation) {
                        results.add(collect(result, deadline));
                    } else if (result.getJobClient().isPresent()) {
                        jobs.add(result.getJobClient().get());
                    } else if (result.getResultKind() == ResultKind.SUCCESS_WITH_CONTENT) {
                        results.add(collect(result, deadline));
                    }
                }
            }
            index = -1;
            awaitJobs(jobs, deadline, answer);
            answer.put("ok", true);
        } catch (Throwable t) {
            answer.put("ok", false);
            answer.put("error", describe(t));
            if (index >= 0 && index < statements.size()) {
                answer.put("errorStatement", index);
                answer.put("errorLine", statements.get(index).line());
            }
            for (JobClient job : jobs)
                job.cancel();
        }
        ArrayNode lines = answer.putArray("printed");
        printed.takeLines().forEach(lines::add);
        answer.set("results", results);
        if (mode == Mode.VALIDATE)
            answer.set("plans", plans);
        answer.put("statements", statements.size());
        answer.put("elapsedMs", TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started));
        answer.put("processCpuMs", TimeUnit.NANOSECONDS.toMillis(processCpuNanos() - cpuStarted));
        return answer;
    }

    // What EXPLAIN takes for an operation that would run a job: a statement set's INSERTs, and
    // for CREATE TABLE ... AS SELECT the table (created, as the statement would) and the INSERT.
    private static List<Operation> plannable(TableEnvironmentInternal env, Operation op) {
        if (op instanceof StatementSetOperation set)
            return new ArrayList<>(set.getOperations());
        if (op instanceof CreateTableASOperation ctas) {
            env.executeInternal(ctas.getCreateTableOperation());
            return List.of(ctas.toSinkModifyOperation(env.getCatalogManager()));
        }
        return List.of(op);
    }

    // SET and RESET, which the SQL client runs itself (the Table API's executeSql refuses them):
    // the table config changes for every later statement of the script.
    private static boolean applyConfig(TableEnvironmentInternal env, Operation op) {
        if (op instanceof SetOperation set) {
            if (set.getKey().isPresent() && set.getValue().isPresent())
                env.getConfig().getConfiguration().setString(set.getKey().get(), set.getValue().get());
            return true;
        }
        if (op instanceof ResetOperation reset) {
            Configuration config = env.getConfig().getConfiguration();
            if (reset.getKey().isPresent())
                config.removeKey(reset.getKey().get());
            else
                config.keySet().forEach(config::removeKey);
            return true;
        }
        return false;
    }

    // A table environment over a new execution environment whose jobs go to the shared cluster.
    // The runtime mode is fixed when the environment is made, so a script's SET of
    // 'execution.runtime-mode' is read ahead; every other SET runs in its place in the script.
    private TableEnvironmentInternal newEnvironment(List<ScriptSplitter.Statement> statements,
            int parallelism) {
        Configuration config = new Configuration();
        config.set(CoreOptions.DEFAULT_PARALLELISM, parallelism);
        config.set(DeploymentOptions.TARGET, MiniClusterExecutors.NAME);
        config.set(DeploymentOptions.ATTACHED, true);
        boolean batch = false;
        for (ScriptSplitter.Statement s : statements) {
            Matcher m = RUNTIME_MODE.matcher(s.sql());
            if (m.matches())
                batch = m.group(1).toLowerCase(Locale.ROOT).equals("batch");
        }
        config.set(ExecutionOptions.RUNTIME_MODE,
                batch ? RuntimeExecutionMode.BATCH : RuntimeExecutionMode.STREAMING);
        StreamExecutionEnvironment env = new StreamExecutionEnvironment(executors, config,
                Thread.currentThread().getContextClassLoader());
        EnvironmentSettings settings = batch
                ? EnvironmentSettings.newInstance().inBatchMode().build()
                : EnvironmentSettings.newInstance().inStreamingMode().build();
        return (TableEnvironmentInternal) StreamTableEnvironment.create(env, settings);
    }

    // Every row a statement returns, with its row kind; a job still running at the deadline is
    // cancelled, and what it returned until then is kept.
    private ObjectNode collect(TableResult result, long deadline) throws Exception {
        ObjectNode out = JSON.objectNode();
        ArrayNode names = out.putArray("columns");
        ArrayNode types = out.putArray("types");
        for (Column c : result.getResolvedSchema().getColumns()) {
            names.add(c.getName());
            types.add(c.getDataType().getLogicalType().asSummaryString());
        }
        ArrayNode changes = out.putArray("changes");
        ScheduledFuture<?> cancel = null;
        if (result.getJobClient().isPresent()) {
            JobClient job = result.getJobClient().get();
            cancel = watchdog.schedule(() -> {
                out.put("timedOut", true);
                job.cancel();
            }, remainingMs(deadline), TimeUnit.MILLISECONDS);
        }
        try (CloseableIterator<Row> rows = result.collect()) {
            while (rows.hasNext()) {
                Row row = rows.next();
                ObjectNode change = changes.addObject();
                change.put("kind", row.getKind().shortString());
                ArrayNode values = change.putArray("row");
                for (int i = 0; i < row.getArity(); ++i) {
                    Object v = row.getField(i);
                    if (v == null)
                        values.addNull();
                    else
                        values.add(StringUtils.arrayAwareToString(v));
                }
            }
        } catch (Exception e) {
            if (!out.has("timedOut"))
                throw e;
        } finally {
            if (cancel != null)
                cancel.cancel(false);
        }
        return out;
    }

    private static void awaitJobs(List<JobClient> jobs, long deadline, ObjectNode answer)
            throws Exception {
        for (JobClient job : jobs) {
            try {
                job.getJobExecutionResult().get(remainingMs(deadline), TimeUnit.MILLISECONDS);
            } catch (TimeoutException e) {
                answer.put("timedOut", true);
                for (JobClient j : jobs)
                    j.cancel();
                return;
            }
        }
    }

    private static long remainingMs(long deadline) {
        return Math.max(1, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime()));
    }

    /** The CPU time of the whole JVM (every thread, the cluster's included), for benchmarks. */
    private static long processCpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean)
                ManagementFactory.getOperatingSystemMXBean()).getProcessCpuTime();
    }

    /** The messages of an exception and its causes, each once, outermost first. */
    static String describe(Throwable t) {
        StringBuilder text = new StringBuilder();
        String last = null;
        for (Throwable c = t; c != null; c = c.getCause() == c ? null : c.getCause()) {
            String message = c.getMessage() == null ? c.getClass().getName() : c.getMessage();
            if (last != null && last.contains(message))
                continue;
            if (text.length() > 0)
                text.append("\nCaused by: ");
            text.append(message);
            last = message;
        }
        return text.toString();
    }
}
