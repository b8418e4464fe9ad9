package dev.sluice.oracle;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

import org.apache.flink.configuration.Configuration;
import org.apache.flink.configuration.DeploymentOptions;
import org.apache.flink.configuration.RestOptions;
import org.apache.flink.runtime.minicluster.MiniCluster;
import org.apache.flink.runtime.rest.RestServerEndpoint;
import org.apache.flink.runtime.util.EnvironmentInformation;
import org.apache.flink.table.gateway.api.endpoint.SqlGatewayEndpoint;
import org.apache.flink.table.gateway.api.endpoint.SqlGatewayEndpointFactoryUtils;
import org.apache.flink.table.gateway.service.SqlGatewayServiceImpl;
import org.apache.flink.table.gateway.service.context.DefaultContext;
import org.apache.flink.table.gateway.service.session.SessionManager;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * A real Flink session cluster on 127.0.0.1 for Sluice's cluster client: the oracle's MiniCluster
 * with its REST endpoint (the JobManager REST API) and a Flink SQL Gateway with its REST endpoint
 * in front of it, each on a free port. The gateway submits to the cluster as it would to any
 * remote session cluster (execution.target = remote), through the cluster's REST API.
 *
 * <p>The first line on standard output is {@code {"ready": true, "flink": version, "gateway":
 * "http://127.0.0.1:P", "rest": "http://127.0.0.1:Q"}}; the cluster runs until standard input
 * ends (or says "quit"), so it never outlives the process that started it.
 */
final class LocalSqlGateway {
    private LocalSqlGateway() {}

    static void serve(MiniCluster cluster, ObjectMapper json, PrintStream out) throws Exception {
        URI rest = cluster.getRestAddress().get();
        Configuration config = new Configuration();
        config.set(DeploymentOptions.TARGET, "remote");
        config.set(RestOptions.ADDRESS, "127.0.0.1");
        config.set(RestOptions.PORT, rest.getPort());
        config.setString("sql-gateway.endpoint.type", "rest");
        config.setString("sql-gateway.endpoint.rest.address", "127.0.0.1");
        config.setString("sql-gateway.endpoint.rest.bind-address", "127.0.0.1");
        config.setString("sql-gateway.endpoint.rest.bind-port", "0");
        SessionManager sessions = SessionManager.create(new DefaultContext(config, List.of()));
        sessions.start();
        List<SqlGatewayEndpoint> endpoints = SqlGatewayEndpointFactoryUtils.createSqlGatewayEndpoint(
                new SqlGatewayServiceImpl(sessions), config);
        try {
            InetSocketAddress gateway = null;
            for (SqlGatewayEndpoint endpoint : endpoints) {
                endpoint.start();
                if (endpoint instanceof RestServerEndpoint server)
                    gateway = server.getServerAddress();
            }
            if (gateway == null)
                throw new IllegalStateException("the SQL Gateway started no REST endpoint");
            ObjectNode ready = json.createObjectNode();
            ready.put("ready", true);
            ready.put("flink", EnvironmentInformation.getVersion());
            ready.put("gateway", "http://127.0.0.1:" + gateway.getPort());
            ready.put("rest", "http://127.0.0.1:" + rest.getPort());
            out.println(json.writeValueAsString(ready));
            BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
            for (String line; (line = in.readLine()) != null;) {
                if (line.trim().equals("quit"))
                    break;
            }
        } finally {
            for (SqlGatewayEndpoint endpoint : endpoints) {
                try {
                    endpoint.stop();
                } catch (Exception ignored) {
                    // ending anyway
                }
            }
            sessions.stop();
        }
    }
}
