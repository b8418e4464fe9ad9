package dev.sluice.oracle;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.MemorySize;
import org.apache.flink.configuration.RestOptions;
import org.apache.flink.configuration.TaskManagerOptions;
import org.apache.flink.runtime.minicluster.MiniCluster;
import org.apache.flink.runtime.minicluster.MiniClusterConfiguration;
import org.apache.flink.runtime.util.EnvironmentInformation;

import java.io.BufferedReader;
import java.io.FileOutputStream;
import java.io.FileDescriptor;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The Flink oracle: real Apache Flink, in one JVM with one local MiniCluster, answering for job
 * scripts what Flink computes (run) or whether Flink accepts them and how it plans them (validate).
 *
 * <pre>
 *   FlinkOracle serve                       JSON requests on stdin, one answer line each on stdout
 *   FlinkOracle run SCRIPT [-p N] [-t S]    run one script; its printed lines and results
 *   FlinkOracle validate SCRIPT             Flink's verdict and plans
 *   FlinkOracle cluster                     a session cluster with a SQL Gateway ({@link LocalSqlGateway})
 * </pre>
 *
 * A request is {@code {"id": any, "mode": "run"|"validate", "script": text, "parallelism": n,
 * "timeoutMs": ms}}; its answer carries the same id and the fields {@link ScriptRunner} describes.
 * {@code {"mode": "options"}} answers with Flink's own option definitions ({@link OptionCatalog}).
 * The first line the server writes is {@code {"ready": true, "flink": version}}.
 */
public final class FlinkOracle {
    private static final int SLOTS = 16;

    private FlinkOracle() {}

    public static void main(String[] args) {
        try {
            start(args);
        } catch (Throwable t) {
            // The cluster's threads would keep a failed JVM alive: say why and end it.
            System.err.println("FlinkOracle: " + ScriptRunner.describe(t));
            System.exit(1);
        }
    }

    private static void start(String[] args) throws Exception {
        if (args.length == 0 || args[0].equals("--help")) {
            System.err.println("usage: FlinkOracle serve | cluster | run SCRIPT [-p N] [-t SECONDS] | validate SCRIPT | options");
            System.exit(args.length == 0 ? 2 : 0);
        }
        // The protocol owns the real standard output; Flink's print connector writes to the capture.
        PrintStream protocol = new PrintStream(new FileOutputStream(FileDescriptor.out), true,
                StandardCharsets.UTF_8);
        PrintCapture printed = PrintCapture.install();
        ObjectMapper json = new ObjectMapper();
        try (MiniCluster cluster = startCluster()) {
            ScriptRunner runner = new ScriptRunner(new MiniClusterExecutors(cluster), printed);
            switch (args[0]) {
                case "serve" -> serve(runner, json, protocol);
                case "cluster" -> LocalSqlGateway.serve(cluster, json, protocol);
                case "run", "validate" -> System.exit(once(runner, args, protocol));
                case "options" -> protocol.println(json.writerWithDefaultPrettyPrinter()
                        .writeValueAsString(OptionCatalog.describe()));
                default -> {
                    System.err.println("FlinkOracle: unknown mode '" + args[0] + "'");
                    System.exit(2);
                }
            }
        }
        System.exit(0);
    }

    private static MiniCluster startCluster() throws Exception {
        Configuration config = new Configuration();
        // Any free port: several oracles (parallel ctest runs) must not collide on 8081.
        config.set(RestOptions.BIND_PORT, "0");
        config.set(RestOptions.BIND_ADDRESS, "127.0.0.1");
        config.set(RestOptions.ADDRESS, "127.0.0.1");
        config.set(TaskManagerOptions.MANAGED_MEMORY_SIZE, MemorySize.parse("512m"));
        config.set(TaskManagerOptions.NETWORK_MEMORY_MIN, MemorySize.parse("256m"));
        config.set(TaskManagerOptions.NETWORK_MEMORY_MAX, MemorySize.parse("256m"));
        MiniCluster cluster = new MiniCluster(new MiniClusterConfiguration.Builder()
                .setConfiguration(config)
                .setNumTaskManagers(1)
                .setNumSlotsPerTaskManager(SLOTS)
                .build());
        cluster.start();
        return cluster;
    }

    private static void serve(ScriptRunner runner, ObjectMapper json, PrintStream out)
            throws Exception {
        ObjectNode ready = json.createObjectNode();
        ready.put("ready", true);
        ready.put("flink", EnvironmentInformation.getVersion());
        out.println(json.writeValueAsString(ready));
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String line; (line = in.readLine()) != null;) {
            if (line.isBlank())
                continue;
            ObjectNode answer;
            JsonNode id = null;
            try {
                JsonNode request = json.readTree(line);
                id = request.get("id");
                String mode = request.path("mode").asText("run");
                if (mode.equals("quit"))
                    return;
                if (mode.equals("options")) {
                    answer = OptionCatalog.describe();
                    answer.put("ok", true);
                } else answer = runner.execute(
                        mode.equals("validate") ? ScriptRunner.Mode.VALIDATE : ScriptRunner.Mode.RUN,
                        request.path("script").asText(""), request.path("parallelism").asInt(1),
                        request.path("timeoutMs").asLong(60000));
            } catch (Exception e) {
                answer = json.createObjectNode();
                answer.put("ok", false);
                answer.put("error", "bad request: " + ScriptRunner.describe(e));
            }
            if (id != null)
                answer.set("id", id);
            out.println(json.writeValueAsString(answer));
        }
    }

    private static int once(ScriptRunner runner, String[] args, PrintStream out) throws Exception {
        if (args.length < 2) {
            System.err.println("FlinkOracle: " + args[0] + " needs a script file");
            return 2;
        }
        int parallelism = 1;
        long timeoutMs = 60000;
        for (int i = 2; i + 1 < args.length; i += 2) {
            if (args[i].equals("-p"))
                parallelism = Integer.parseInt(args[i + 1]);
            else if (args[i].equals("-t"))
                timeoutMs = Long.parseLong(args[i + 1]) * 1000;
        }
        String script = Files.readString(Path.of(args[1]));
        ObjectNode answer = runner.execute(
                args[0].equals("validate") ? ScriptRunner.Mode.VALIDATE : ScriptRunner.Mode.RUN,
                script, parallelism, timeoutMs);
        for (JsonNode line : answer.path("printed"))
            out.println(line.asText());
        for (JsonNode result : answer.path("results")) {
            out.println(result.path("columns"));
            for (JsonNode change : result.path("changes"))
                out.println(change.path("kind").asText() + change.path("row"));
        }
        for (JsonNode plan : answer.path("plans"))
            out.println(plan.path("plan").asText());
        if (!answer.path("ok").asBoolean()) {
            System.err.println(args[1] + ":" + answer.path("errorLine").asInt(1) + ": Flink: "
                    + answer.path("error").asText());
            return 1;
        }
        if (answer.path("timedOut").asBoolean())
            System.err.println(args[1] + ": Flink: timed out; the jobs were cancelled");
        return 0;
    }
}
