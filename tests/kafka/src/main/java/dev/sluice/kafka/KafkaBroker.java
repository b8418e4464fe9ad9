package dev.sluice.kafka;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Properties;

import kafka.server.KafkaConfig;
import kafka.server.KafkaRaftServer;
import kafka.tools.StorageTool;
import org.apache.kafka.clients.admin.Admin;
import org.apache.kafka.clients.admin.AdminClientConfig;
import org.apache.kafka.common.Uuid;
import org.apache.kafka.common.utils.Time;

/**
 * One Kafka broker that is also its own KRaft controller, on 127.0.0.1, for Sluice's tests.
 *
 * <pre>java @broker.args dev.sluice.kafka.KafkaBroker DATA_DIR</pre>
 *
 * The first start formats DATA_DIR and picks two free ports; a later start on the same folder
 * (a broker that went away and comes back) keeps its data and its ports. Prints
 * {@code READY 127.0.0.1:PORT} on stdout once clients can use it, and shuts down cleanly when
 * stdin closes (the test let go of it).
 */
public final class KafkaBroker {
    private KafkaBroker() {}

    public static void main(String[] args) throws Exception {
        if (args.length != 1) {
            System.err.println("usage: KafkaBroker DATA_DIR");
            System.exit(2);
        }
        Path dir = Path.of(args[0]).toAbsolutePath();
        Files.createDirectories(dir);
        Path ports = dir.resolve("ports");
        int brokerPort;
        int controllerPort;
        if (Files.exists(ports)) {
            String[] known = Files.readString(ports).trim().split(" ");
            brokerPort = Integer.parseInt(known[0]);
            controllerPort = Integer.parseInt(known[1]);
        } else {
            brokerPort = freePort();
            controllerPort = freePort();
            Files.writeString(ports, brokerPort + " " + controllerPort);
        }
        Path config = dir.resolve("server.properties");
        Properties props = serverProperties(dir.resolve("logs"), brokerPort, controllerPort);
        try (var out = Files.newOutputStream(config)) {
            props.store(out, "written by dev.sluice.kafka.KafkaBroker");
        }
        if (!Files.exists(dir.resolve("logs").resolve("meta.properties"))) {
            PrintStream quiet = new PrintStream(System.err, true, StandardCharsets.UTF_8);
            int rc = StorageTool.execute(
                    new String[] {"format", "-t", Uuid.randomUuid().toString(), "-c", config.toString()}, quiet);
            if (rc != 0) {
                System.err.println("KafkaBroker: formatting " + dir + " failed (" + rc + ")");
                System.exit(1);
            }
        }
        KafkaRaftServer server = new KafkaRaftServer(KafkaConfig.fromProps(props), Time.SYSTEM);
        server.startup();
        String bootstrap = "127.0.0.1:" + brokerPort;
        awaitClients(bootstrap);
        System.out.println("READY " + bootstrap);
        System.out.flush();
        InputStream in = System.in;
        while (in.read() >= 0) {
            // the test holds stdin open while it needs the broker
        }
        server.shutdown();
        server.awaitShutdown();
        System.exit(0);
    }

    private static Properties serverProperties(Path logs, int brokerPort, int controllerPort) {
        Properties p = new Properties();
        p.setProperty("process.roles", "broker,controller");
        p.setProperty("node.id", "1");
        p.setProperty("controller.quorum.voters", "1@127.0.0.1:" + controllerPort);
        p.setProperty("listeners", "PLAINTEXT://127.0.0.1:" + brokerPort + ",CONTROLLER://127.0.0.1:" + controllerPort);
        p.setProperty("advertised.listeners", "PLAINTEXT://127.0.0.1:" + brokerPort);
        p.setProperty("controller.listener.names", "CONTROLLER");
        p.setProperty("listener.security.protocol.map", "PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT");
        p.setProperty("log.dirs", logs.toString());
        // One node: every internal topic with one replica, few partitions (a fast start).
        p.setProperty("offsets.topic.replication.factor", "1");
        p.setProperty("offsets.topic.num.partitions", "1");
        p.setProperty("transaction.state.log.replication.factor", "1");
        p.setProperty("transaction.state.log.min.isr", "1");
        p.setProperty("transaction.state.log.num.partitions", "1");
        p.setProperty("share.coordinator.state.topic.replication.factor", "1");
        p.setProperty("share.coordinator.state.topic.min.isr", "1");
        p.setProperty("group.initial.rebalance.delay.ms", "0");
        p.setProperty("num.partitions", "1");
        p.setProperty("auto.create.topics.enable", "true");
        return p;
    }

    /** Waits until the broker answers an admin request (its listeners and metadata are up). */
    private static void awaitClients(String bootstrap) throws Exception {
        Properties p = new Properties();
        p.setProperty(AdminClientConfig.BOOTSTRAP_SERVERS_CONFIG, bootstrap);
        try (Admin admin = Admin.create(p)) {
            long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
            while (true) {
                try {
                    admin.describeCluster().nodes().get();
                    return;
                } catch (Exception e) {
                    if (System.nanoTime() > deadline) {
                        throw e;
                    }
                    Thread.sleep(100);
                }
            }
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket s = new ServerSocket(0)) {
            return s.getLocalPort();
        }
    }
}
