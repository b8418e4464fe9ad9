#pragma once

// The physical plans of a job cut into tasks: chains of operators that run together on one
// worker thread per subtask (like Flink's operator chains), connected by partitioned edges. An
// Exchange node or a change of parallelism starts a new task; a source scan starts a chain. A
// node the plan shares between consumers (sub-plan reuse) ends its task: the task's output goes
// to each consumer.

#include "plan/plan_node.h"

#include <string>
#include <vector>

namespace sluice::runtime {

/// How a task's head receives one of its inputs.
struct InputEdge {
    int producerTask = -1;
    plan::Distribution distribution = plan::Distribution::Forward;
    std::vector<int> keys; ///< Hash: key columns of the producer's output
};

/// Where a task's tail sends its output: one input of one consumer task.
struct OutputEdge {
    int task = -1;
    int input = 0;
};

struct TaskSpec {
    int id = 0;
    std::string name;                         ///< "Join -> Calc", for threads and errors
    std::string uid;                          ///< identity in checkpoints (job_graph.cpp)
    const plan::ScanNode *source = nullptr;   ///< set when the chain starts at a source
    std::vector<const plan::PlanNode *> chain; ///< operators, upstream first (no Scan, no Exchange)
    int parallelism = 1;
    std::vector<InputEdge> inputs;            ///< of the head operator, in input order
    std::vector<OutputEdge> consumers;        ///< where the tail's output goes; none for sinks
    int statementLine = 0;                    ///< the statement the task belongs to
};

/// All tasks of a job, producers before consumers.
struct JobGraph {
    std::vector<TaskSpec> tasks;
};

/// Cuts the physical plan rooted at `sink` into tasks and appends them to `graph`.
void addToJobGraph(JobGraph &graph, const plan::PlanNodePtr &sink, int statementLine);

/// The operator's display name in metrics and errors: "GroupAggregate", "Sink(print_table)".
std::string operatorDisplayName(const plan::PlanNode &node);

} // namespace sluice::runtime
