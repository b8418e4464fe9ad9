#pragma once

// Renders syntax trees as compact S-expressions, e.g. `(+ a (* b 2))`, for tests, debugging
// and logs. The format is for people, not for parsing back.

#include "sql/ast.h"

#include <string>

namespace sluice::sql {

class AstPrinter {
public:
    static std::string print(const Expr &expr);
    static std::string print(const Query &query);
    static std::string print(const TableRef &ref);
    static std::string print(const DataType &type);

private:
    void expr(const Expr &e);
    void query(const Query &q);
    void tableRef(const TableRef &t);
    void matchRecognize(const MatchRecognizeRef &m);
    void patternTerm(const PatternTerm &p);
    void dataType(const DataType &t);
    void groupingElement(const GroupingElement &g);
    void hints(const std::vector<Hint> &hints);
    void names(const std::vector<Ident> &parts, char separator);

    std::string m_out;
};

} // namespace sluice::sql
