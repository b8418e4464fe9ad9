package dev.sluice.oracle;

import org.apache.flink.api.dag.Pipeline;
import org.apache.flink.client.deployment.executors.PipelineExecutorUtils;
import org.apache.flink.configuration.Configuration;
import org.apache.flink.core.execution.JobClient;
import org.apache.flink.core.execution.PipelineExecutor;
import org.apache.flink.core.execution.PipelineExecutorFactory;
import org.apache.flink.core.execution.PipelineExecutorServiceLoader;
import org.apache.flink.runtime.jobgraph.JobGraph;
import org.apache.flink.runtime.minicluster.MiniCluster;
import org.apache.flink.runtime.minicluster.MiniClusterJobClient;

import java.util.concurrent.CompletableFuture;
import java.util.stream.Stream;

/**
 * Sends every job of an execution environment to one long-lived {@link MiniCluster}, so a suite
 * of scripts pays the cluster's start once instead of once per job (Flink's own local executor
 * starts a cluster for each job).
 */
final class MiniClusterExecutors implements PipelineExecutorServiceLoader {
    static final String NAME = "sluice-oracle-minicluster";
    private final MiniCluster cluster;

    MiniClusterExecutors(MiniCluster cluster) {
        this.cluster = cluster;
    }

    @Override
    public PipelineExecutorFactory getExecutorFactory(Configuration configuration) {
        return new PipelineExecutorFactory() {
            @Override
            public String getName() {
                return NAME;
            }

            @Override
            public boolean isCompatibleWith(Configuration c) {
                return true;
            }

            @Override
            public PipelineExecutor getExecutor(Configuration c) {
                return MiniClusterExecutors.this::submit;
            }
        };
    }

    @Override
    public Stream<String> getExecutorNames() {
        return Stream.of(NAME);
    }

    private CompletableFuture<JobClient> submit(
            Pipeline pipeline, Configuration configuration, ClassLoader classLoader) throws Exception {
        JobGraph job = PipelineExecutorUtils.getJobGraph(pipeline, configuration, classLoader);
        return cluster.submitJob(job)
                .thenApply(result -> new MiniClusterJobClient(result.getJobID(), cluster, classLoader,
                        MiniClusterJobClient.JobFinalizationBehavior.NOTHING));
    }
}
