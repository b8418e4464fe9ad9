#pragma once

#include <sluice/script.h>

#include <vector>

namespace sluice {

/// Places the operators of a plan on a grid for drawing: sources in layer 0, every other node
/// one layer right of its deepest input, rows packed top to bottom in plan order. No widgets.
class PlanLayout
{
public:
    struct Cell {
        int layer = 0; ///< column, counted from the sources
        int row = 0;   ///< position within the layer
    };

    /// One cell per node of `plan`, in the order of plan.nodes. Inputs naming unknown ids are
    /// ignored; cycles (which a plan never has) cannot loop.
    static std::vector<Cell> place(const StatementPlan &plan);
    /// The number of layers `cells` use.
    static int layerCount(const std::vector<Cell> &cells);
};

} // namespace sluice
