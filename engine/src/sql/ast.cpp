#include "sql/ast.h"

namespace sluice::sql {

std::string QualifiedName::toString() const
{
    std::string out;
    for (const Ident &part : parts) {
        if (!out.empty())
            out += '.';
        out += part.name;
    }
    return out;
}

std::string FunctionCallExpr::upperName() const
{
    std::string out = name.parts.empty() ? std::string() : name.parts.back().name;
    for (char &c : out)
        if (c >= 'a' && c <= 'z')
            c = static_cast<char>(c - 'a' + 'A');
    return out;
}

const char *typeKindName(TypeKind kind)
{
    switch (kind) {
    case TypeKind::TinyInt: return "TINYINT";
    case TypeKind::SmallInt: return "SMALLINT";
    case TypeKind::Int: return "INT";
    case TypeKind::BigInt: return "BIGINT";
    case TypeKind::Float: return "FLOAT";
    case TypeKind::Double: return "DOUBLE";
    case TypeKind::Decimal: return "DECIMAL";
    case TypeKind::Boolean: return "BOOLEAN";
    case TypeKind::String: return "STRING";
    case TypeKind::Varchar: return "VARCHAR";
    case TypeKind::Char: return "CHAR";
    case TypeKind::Bytes: return "BYTES";
    case TypeKind::Binary: return "BINARY";
    case TypeKind::VarBinary: return "VARBINARY";
    case TypeKind::Date: return "DATE";
    case TypeKind::Time: return "TIME";
    case TypeKind::Timestamp: return "TIMESTAMP";
    case TypeKind::TimestampLtz: return "TIMESTAMP_LTZ";
    case TypeKind::Interval: return "INTERVAL";
    case TypeKind::Row: return "ROW";
    case TypeKind::Array: return "ARRAY";
    case TypeKind::Map: return "MAP";
    case TypeKind::Multiset: return "MULTISET";
    case TypeKind::Null: return "NULL";
    }
    return "?";
}

const char *timeUnitName(TimeUnit unit)
{
    switch (unit) {
    case TimeUnit::Year: return "YEAR";
    case TimeUnit::Quarter: return "QUARTER";
    case TimeUnit::Month: return "MONTH";
    case TimeUnit::Week: return "WEEK";
    case TimeUnit::Day: return "DAY";
    case TimeUnit::Hour: return "HOUR";
    case TimeUnit::Minute: return "MINUTE";
    case TimeUnit::Second: return "SECOND";
    case TimeUnit::Millisecond: return "MILLISECOND";
    case TimeUnit::Microsecond: return "MICROSECOND";
    case TimeUnit::Nanosecond: return "NANOSECOND";
    }
    return "?";
}

const char *binaryOpName(BinaryOp op)
{
    switch (op) {
    case BinaryOp::Or: return "OR";
    case BinaryOp::And: return "AND";
    case BinaryOp::Eq: return "=";
    case BinaryOp::NotEq: return "<>";
    case BinaryOp::Lt: return "<";
    case BinaryOp::LtEq: return "<=";
    case BinaryOp::Gt: return ">";
    case BinaryOp::GtEq: return ">=";
    case BinaryOp::IsDistinctFrom: return "IS DISTINCT FROM";
    case BinaryOp::IsNotDistinctFrom: return "IS NOT DISTINCT FROM";
    case BinaryOp::Add: return "+";
    case BinaryOp::Sub: return "-";
    case BinaryOp::Mul: return "*";
    case BinaryOp::Div: return "/";
    case BinaryOp::Mod: return "%";
    case BinaryOp::Concat: return "||";
    }
    return "?";
}

const char *joinTypeName(JoinType type)
{
    switch (type) {
    case JoinType::Inner: return "INNER JOIN";
    case JoinType::Left: return "LEFT JOIN";
    case JoinType::Right: return "RIGHT JOIN";
    case JoinType::Full: return "FULL JOIN";
    case JoinType::Cross: return "CROSS JOIN";
    case JoinType::Comma: return ",";
    }
    return "?";
}

} // namespace sluice::sql
