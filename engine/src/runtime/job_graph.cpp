#include "runtime/job_graph.h"

#include <xxhash.h>

#include <cstdio>
#include <unordered_map>

namespace sluice::runtime {
namespace {

/// Cuts one statement's plan into tasks. A node with several consumers (a reused sub-plan) is
/// the tail of one task, built once.
class TaskBuilder {
public:
    TaskBuilder(JobGraph &graph, const plan::PlanNode &sink, int line)
        : m_graph(graph), m_line(line), m_consumers(plan::consumerCounts(sink))
    {
    }
    int build(const plan::PlanNode *tail);

private:
    bool shared(const plan::PlanNode *node) const
    {
        const auto it = m_consumers.find(node);
        return it != m_consumers.end() && it->second > 1;
    }

    JobGraph &m_graph;
    int m_line;
    std::unordered_map<const plan::PlanNode *, int> m_consumers; ///< parents per node
    std::unordered_map<const plan::PlanNode *, int> m_built;     ///< task per tail node
};

int TaskBuilder::build(const plan::PlanNode *tail)
{
    if (const auto it = m_built.find(tail); it != m_built.end())
        return it->second;
    JobGraph &graph = m_graph;
    const int line = m_line;
    TaskSpec task;
    task.parallelism = tail->parallelism;
    task.statementLine = line;
    std::vector<const plan::PlanNode *> reversed;
    const plan::PlanNode *cur = tail;
    while (true) {
        if (cur->is<plan::ScanNode>()) {
            task.source = &cur->as<plan::ScanNode>();
            break;
        }
        reversed.push_back(cur);
        if (cur->inputs.size() != 1)
            break;
        const plan::PlanNode *in = cur->inputs[0].get();
        if (in->is<plan::ExchangeNode>() || in->parallelism != cur->parallelism || shared(in))
            break;
        cur = in;
    }
    task.chain.assign(reversed.rbegin(), reversed.rend());
    if (!task.source) {
        const plan::PlanNode *head = task.chain.front();
        for (const auto &input : head->inputs) {
            InputEdge edge;
            const plan::PlanNode *producer = input.get();
            if (producer->is<plan::ExchangeNode>()) {
                const auto &ex = producer->as<plan::ExchangeNode>();
                edge.distribution = ex.distribution;
                edge.keys = ex.keys;
                producer = producer->inputs[0].get();
            } else {
                edge.distribution = producer->parallelism == head->parallelism
                                        ? plan::Distribution::Forward
                                        : plan::Distribution::Rebalance;
            }
            if (edge.distribution == plan::Distribution::Forward &&
                producer->parallelism != head->parallelism)
                edge.distribution = plan::Distribution::Rebalance;
            // Round-robin would let a retraction overtake the row it retracts. Changes of one
            // key (or, without a known key, of one row) must travel one path, as in Flink.
            if (edge.distribution == plan::Distribution::Rebalance && !producer->changelog.isInsertOnly()) {
                edge.distribution = plan::Distribution::Hash;
                if (!producer->upsertKeys.empty() && !producer->upsertKeys.front().empty()) {
                    edge.keys = producer->upsertKeys.front();
                } else {
                    edge.keys.clear();
                    for (std::size_t c = 0; c < producer->schema.size(); ++c)
                        edge.keys.push_back(static_cast<int>(c));
                }
            }
            edge.producerTask = build(producer);
            task.inputs.push_back(edge);
        }
    }
    std::string name;
    if (task.source)
        name = "Source(" + task.source->table->name + ")";
    for (const plan::PlanNode *n : task.chain)
        name += (name.empty() ? "" : " -> ") + operatorDisplayName(*n);
    task.name = name;
    task.id = static_cast<int>(graph.tasks.size());
    // The task's identity in checkpoints: its operators, their output columns and its producers,
    // not its parallelism or position in the text (a restore may change those).
    std::string identity = name;
    auto addSchema = [&](const plan::RowSchema &schema) {
        for (const plan::Field &f : schema)
            identity += "|" + f.name + ":" + f.type.toString();
    };
    if (task.source)
        addSchema(task.source->schema);
    for (const plan::PlanNode *n : task.chain)
        addSchema(n->schema);
    for (const InputEdge &e : task.inputs)
        identity += "<" + graph.tasks[static_cast<std::size_t>(e.producerTask)].uid;
    char hex[17];
    std::snprintf(hex, sizeof hex, "%016llx",
                  static_cast<unsigned long long>(XXH64(identity.data(), identity.size(), 0)));
    task.uid = hex;
    int twins = 0;
    for (const TaskSpec &t : graph.tasks)
        twins += t.uid.rfind(hex, 0) == 0 ? 1 : 0;
    if (twins > 0)
        task.uid += "-" + std::to_string(twins);
    for (std::size_t i = 0; i < task.inputs.size(); ++i) {
        TaskSpec &producer = graph.tasks[static_cast<std::size_t>(task.inputs[i].producerTask)];
        producer.consumers.push_back({task.id, static_cast<int>(i)});
    }
    graph.tasks.push_back(std::move(task));
    m_built.emplace(tail, graph.tasks.back().id);
    return graph.tasks.back().id;
}

} // namespace

std::string operatorDisplayName(const plan::PlanNode &node)
{
    if (node.is<plan::SinkNode>())
        return "Sink(" + node.as<plan::SinkNode>().name + ")";
    return plan::operatorName(node);
}

void addToJobGraph(JobGraph &graph, const plan::PlanNodePtr &sink, int statementLine)
{
    TaskBuilder(graph, *sink, statementLine).build(sink.get());
}

} // namespace sluice::runtime
