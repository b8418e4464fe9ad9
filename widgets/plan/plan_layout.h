#pragma once

#include <sluice/script.h>

#include <map>
#include <string>
#include <utility>
#include <vector>

namespace sluice {

/// Places the operators of a plan on a grid for drawing: sources in layer 0, every other node
/// one layer right of its deepest input. An edge that spans several layers keeps a slot of its
/// own in each layer it crosses, so it never runs through a node; within a layer, nodes and
/// slots are ordered by where their inputs are (sources in plan order). No widgets.
class PlanLayout
{
public:
    struct Cell {
        int layer = 0; ///< column, counted from the sources
        int row = 0;   ///< position within the layer (nodes and crossing edges' slots)
    };

    /// The grid: a cell per node, the slots of each edge through the layers it crosses, and
    /// how many rows each layer has (slots included).
    struct Grid {
        std::vector<Cell> cells;                      ///< in the order of plan.nodes
        std::map<std::pair<int, int>, std::vector<Cell>> crossings; ///< (from id, to id) -> its slots
        std::vector<int> rows;                        ///< per layer
    };
    /// Lays `plan` out (its nodes' inputs are its edges).
    static Grid grid(const StatementPlan &plan);

    /// A connection between two operators and how records travel over it.
    struct Edge {
        int from = 0;         ///< node id of the producer
        int to = 0;           ///< node id of the consumer
        std::string exchange; ///< "forward", "hash[customer_id]", "rebalance", "single", ...
        int exchangeId = -1;  ///< id of the Exchange node it stands for; -1 when implicit
    };

    /// One cell per node of `plan`, in the order of plan.nodes (grid(plan).cells). Inputs naming
    /// unknown ids are ignored; cycles (which a plan never has) cannot loop.
    static std::vector<Cell> place(const StatementPlan &plan);
    /// The number of layers `cells` use.
    static int layerCount(const std::vector<Cell> &cells);

    /// `plan` without its Exchange nodes: each consumer takes the exchange's input directly,
    /// as Flink's job graph shows a shuffle as an edge rather than an operator.
    static StatementPlan withoutExchanges(const StatementPlan &plan);
    /// The edges of withoutExchanges(plan), in consumer order then input order, each labelled
    /// with the distribution of the Exchange node it replaced (as EXPLAIN prints it), or
    /// "forward" between operators of equal parallelism ("rebalance" otherwise).
    static std::vector<Edge> edges(const StatementPlan &plan);
    /// "Exchange(distribution=[hash[tier]])" -> "hash[tier]"; other text unchanged.
    static std::string distributionOf(const std::string &exchangeDescription);
};

} // namespace sluice
