// Data types, time units and names.

#include "sql/parser.h"

#include <sluice/text.h>

#include <limits>

namespace sluice::sql {

std::optional<TimeUnit> Parser::timeUnitAt(bool *plural)
{
    bool p = false;
    std::optional<TimeUnit> unit;
    switch (kw()) {
    case Kw::K_YEARS: p = true; [[fallthrough]];
    case Kw::K_YEAR: unit = TimeUnit::Year; break;
    case Kw::K_MONTHS: p = true; [[fallthrough]];
    case Kw::K_MONTH: unit = TimeUnit::Month; break;
    case Kw::K_DAYS: p = true; [[fallthrough]];
    case Kw::K_DAY: unit = TimeUnit::Day; break;
    case Kw::K_HOURS: p = true; [[fallthrough]];
    case Kw::K_HOUR: unit = TimeUnit::Hour; break;
    case Kw::K_MINUTES: p = true; [[fallthrough]];
    case Kw::K_MINUTE: unit = TimeUnit::Minute; break;
    case Kw::K_SECONDS: p = true; [[fallthrough]];
    case Kw::K_SECOND: unit = TimeUnit::Second; break;
    case Kw::K_QUARTER: unit = TimeUnit::Quarter; break;
    case Kw::K_WEEK: unit = TimeUnit::Week; break;
    case Kw::K_MILLISECOND: unit = TimeUnit::Millisecond; break;
    case Kw::K_MICROSECOND: unit = TimeUnit::Microsecond; break;
    case Kw::K_NANOSECOND: unit = TimeUnit::Nanosecond; break;
    default: break;
    }
    if (plural)
        *plural = p;
    return unit;
}

int Parser::parseTypeParameter()
{
    const Token &t = tok();
    if (t.kind != TokenKind::Number ||
        t.text.find_first_not_of("0123456789") != std::string_view::npos)
        fail(sluice::Engine::tr("an integer"));
    long long value = 0;
    for (char c : t.text) {
        value = value * 10 + (c - '0');
        if (value > std::numeric_limits<int>::max())
            failAt(t.range, sluice::Engine::tr("number too large: %1").arg(t.text.substr(0, 32)));
    }
    advance();
    return static_cast<int>(value);
}

DataType Parser::parseDataType()
{
    DepthGuard guard(*this);
    const SourcePos begin = startPos();
    DataType type;
    auto optionalPrecision = [&] {
        if (acceptPunct('(')) {
            type.precision = parseTypeParameter();
            expectPunct(')');
        }
    };
    auto elementType = [&] { type.elements.push_back(parseDataType()); };
    const Kw k = kw();
    if (k == Kw::None || tok().kind == TokenKind::QuotedIdentifier)
        fail(sluice::Engine::tr("a data type such as INT, STRING or TIMESTAMP(3)"));
    advance();
    switch (k) {
    case Kw::K_TINYINT: type.kind = TypeKind::TinyInt; break;
    case Kw::K_SMALLINT: type.kind = TypeKind::SmallInt; break;
    case Kw::K_INT:
    case Kw::K_INTEGER: type.kind = TypeKind::Int; break;
    case Kw::K_BIGINT: type.kind = TypeKind::BigInt; break;
    case Kw::K_FLOAT: type.kind = TypeKind::Float; break;
    case Kw::K_DOUBLE:
        type.kind = TypeKind::Double;
        accept(Kw::K_PRECISION);
        break;
    case Kw::K_BOOLEAN: type.kind = TypeKind::Boolean; break;
    case Kw::K_STRING: type.kind = TypeKind::String; break;
    case Kw::K_BYTES: type.kind = TypeKind::Bytes; break;
    case Kw::K_DATE: type.kind = TypeKind::Date; break;
    case Kw::K_DECIMAL:
    case Kw::K_DEC:
    case Kw::K_NUMERIC:
        type.kind = TypeKind::Decimal;
        if (acceptPunct('(')) {
            type.precision = parseTypeParameter();
            if (acceptPunct(','))
                type.scale = parseTypeParameter();
            expectPunct(')');
        }
        break;
    case Kw::K_VARCHAR:
        type.kind = TypeKind::Varchar;
        optionalPrecision();
        break;
    case Kw::K_CHAR:
    case Kw::K_CHARACTER:
        type.kind = accept(Kw::K_VARYING) ? TypeKind::Varchar : TypeKind::Char;
        optionalPrecision();
        break;
    case Kw::K_BINARY:
        type.kind = TypeKind::Binary;
        optionalPrecision();
        break;
    case Kw::K_VARBINARY:
        type.kind = TypeKind::VarBinary;
        optionalPrecision();
        break;
    case Kw::K_TIME:
        type.kind = TypeKind::Time;
        optionalPrecision();
        if (accept(Kw::K_WITHOUT)) {
            expect(Kw::K_TIME);
            expect(Kw::K_ZONE);
        }
        break;
    case Kw::K_TIMESTAMP:
        type.kind = TypeKind::Timestamp;
        optionalPrecision();
        if (accept(Kw::K_WITHOUT)) {
            expect(Kw::K_TIME);
            expect(Kw::K_ZONE);
        } else if (at(Kw::K_WITH) && at(Kw::K_LOCAL, 1)) {
            advance();
            advance();
            expect(Kw::K_TIME);
            expect(Kw::K_ZONE);
            type.kind = TypeKind::TimestampLtz;
        }
        break;
    case Kw::K_TIMESTAMP_LTZ:
        type.kind = TypeKind::TimestampLtz;
        optionalPrecision();
        break;
    case Kw::K_INTERVAL: {
        type.kind = TypeKind::Interval;
        const std::optional<TimeUnit> from = timeUnitAt();
        if (!from)
            fail(sluice::Engine::tr("a time unit (YEAR, MONTH, DAY, HOUR, MINUTE or SECOND)"));
        advance();
        type.intervalFrom = *from;
        optionalPrecision();
        if (accept(Kw::K_TO)) {
            const std::optional<TimeUnit> to = timeUnitAt();
            if (!to)
                fail(sluice::Engine::tr("a time unit (YEAR, MONTH, DAY, HOUR, MINUTE or SECOND)"));
            advance();
            type.intervalTo = *to;
            if (acceptPunct('(')) {
                type.scale = parseTypeParameter();
                expectPunct(')');
            }
        }
        break;
    }
    case Kw::K_ARRAY:
    case Kw::K_MULTISET:
        type.kind = k == Kw::K_ARRAY ? TypeKind::Array : TypeKind::Multiset;
        if (!atOp("<"))
            fail(sluice::Engine::tr("'<' and the element type, e.g. ARRAY<STRING>"));
        advance();
        elementType();
        if (!atOp(">"))
            fail("'>'");
        advance();
        break;
    case Kw::K_MAP:
        type.kind = TypeKind::Map;
        if (!atOp("<"))
            fail(sluice::Engine::tr("'<' and the key and value types, e.g. MAP<STRING, INT>"));
        advance();
        elementType();
        expectPunct(',');
        elementType();
        if (!atOp(">"))
            fail("'>'");
        advance();
        break;
    case Kw::K_ROW: {
        type.kind = TypeKind::Row;
        const bool angle = atOp("<");
        if (!angle && !atPunct('('))
            fail(sluice::Engine::tr("'<' or '(' and the fields, e.g. ROW<name STRING, age INT>"));
        advance();
        const bool empty = angle ? atOp(">") : atPunct(')');
        while (!empty) {
            RowField field;
            const SourcePos fieldBegin = startPos();
            field.name = parseIdent(sluice::Engine::tr("a field name"));
            field.type = parseDataType();
            if (tok().kind == TokenKind::String)
                field.comment = unquote(advance().text);
            field.range = rangeFrom(fieldBegin);
            type.fields.push_back(std::move(field));
            if (!acceptPunct(','))
                break;
        }
        if (angle ? !atOp(">") : !atPunct(')'))
            fail(angle ? sluice::Engine::tr("',' or '>'") : sluice::Engine::tr("',' or ')'"));
        advance();
        break;
    }
    default:
        failAt(rangeFrom(begin),
               sluice::Engine::tr("expected a data type such as INT, STRING or TIMESTAMP(3) but found '%1'")
                   .arg(m_text.substr(begin.offset, m_prevEnd.offset - begin.offset)));
    }
    // SQL-style collection suffixes: INT ARRAY, STRING MULTISET.
    while (at(Kw::K_ARRAY) || at(Kw::K_MULTISET)) {
        DataType element = std::move(type);
        type = DataType{};
        type.kind = at(Kw::K_ARRAY) ? TypeKind::Array : TypeKind::Multiset;
        advance();
        type.elements.push_back(std::move(element));
    }
    if (at(Kw::K_NOT) && at(Kw::K_NULL, 1)) {
        advance();
        advance();
        type.notNull = true;
    } else {
        accept(Kw::K_NULL);
    }
    type.range = rangeFrom(begin);
    return type;
}

Ident Parser::parseIdent(const Text &what)
{
    const Token &t = tok();
    if (t.kind == TokenKind::QuotedIdentifier) {
        if (t.text.size() <= 2)
            failAt(t.range, sluice::Engine::tr("empty quoted identifier ``"));
        const Token q = advance();
        return {unquote(q.text), true, q.range};
    }
    if (atWord()) {
        const WordInfo *w = entry(0).word;
        // Name-like reserved words (VALUE, USER, DATE, DAY...) get the advice to quote them;
        // clause keywords (SELECT, FROM...) just a plain "expected ... but found".
        if (w && w->reserved && w->kw != Kw::None && !w->typeName && !w->nameLike && !timeUnitAt())
            fail(what);
        if (w && w->reserved)
            failAt(t.range, sluice::Engine::tr("expected %1 but found '%2' ('%2' is a reserved word in "
                                               "Flink SQL; write `%2` to use it as a name)")
                                .arg(what)
                                .arg(t.text));
        const Token word = advance();
        return {std::string(word.text), false, word.range};
    }
    fail(what);
}

QualifiedName Parser::parseQualifiedName(const Text &what)
{
    QualifiedName name;
    const SourcePos begin = startPos();
    name.parts.push_back(parseIdent(what));
    while (atPunct('.')) {
        advance();
        name.parts.push_back(parseIdent(sluice::Engine::tr("a name after '.'")));
    }
    name.range = rangeFrom(begin);
    return name;
}

std::vector<Ident> Parser::parseIdentList(const Text &what)
{
    std::vector<Ident> list;
    do {
        list.push_back(parseIdent(what));
    } while (acceptPunct(','));
    return list;
}

} // namespace sluice::sql
