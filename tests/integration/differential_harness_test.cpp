// The differential harness's own parts, checked without running the engine: the changelog
// applier, the result matcher, CSV writing, the SQLite oracle, and that generated queries are
// deterministic, valid SQLite and accepted by Sluice's planner.

#include "changelog_table.h"
#include "query_generator.h"
#include "random_data.h"
#include "result_matcher.h"
#include "sqlite_oracle.h"

#include <sluice/script.h>

#include <QtTest>

#include <map>
#include <set>

using namespace sluice;
using namespace sluice::difftest;

namespace {

TextRow textRow(std::initializer_list<const char *> values)
{
    TextRow row;
    for (const char *v : values)
        row.push_back(v ? std::optional<std::string>(v) : std::nullopt);
    return row;
}

SqliteRow sqliteInts(std::initializer_list<std::int64_t> values)
{
    SqliteRow row;
    for (std::int64_t v : values) {
        SqliteValue value;
        value.kind = SqliteValue::Kind::Integer;
        value.i = v;
        row.push_back(value);
    }
    return row;
}

bool ok(SqliteOracle::QueryResult result)
{
    return result == SqliteOracle::QueryResult::Ok;
}

Cell intCell(std::int64_t v)
{
    Cell c;
    c.null = false;
    c.i = v;
    return c;
}

Cell textCell(const std::string &s)
{
    Cell c;
    c.null = false;
    c.s = s;
    return c;
}

} // namespace

class DifferentialHarnessTest : public QObject {
    Q_OBJECT

private slots:
    void changelogAppliesRetractionsWithMultiplicity()
    {
        ChangelogTable table;
        QVERIFY(table.apply("+I", textRow({"a", "1"})));
        QVERIFY(table.apply("+I", textRow({"a", "1"})));
        QVERIFY(table.apply("-U", textRow({"a", "1"})));
        QVERIFY(table.apply("+U", textRow({"a", "2"})));
        QVERIFY(table.apply("+I", textRow({"b", nullptr})));
        QVERIFY(table.apply("-D", textRow({"b", nullptr})));
        QVERIFY(table.ok());
        const std::vector<TextRow> rows = table.rows();
        QCOMPARE(rows.size(), std::size_t(2));
        QVERIFY(rows[0] == textRow({"a", "1"}));
        QVERIFY(rows[1] == textRow({"a", "2"}));
    }

    void changelogRejectsRetractionOfAbsentRow()
    {
        ChangelogTable table;
        QVERIFY(table.apply("+I", textRow({"a", "1"})));
        QVERIFY(!table.apply("-D", textRow({"a", nullptr})));
        QVERIFY(!table.ok());
        QVERIFY2(table.error().find("change #2 -D[a, null]") != std::string::npos, table.error().c_str());
        QCOMPARE(table.size(), std::size_t(1));

        ChangelogTable twice;
        QVERIFY(twice.apply("+I", textRow({"x"})));
        QVERIFY(twice.apply("-U", textRow({"x"})));
        QVERIFY(!twice.apply("-U", textRow({"x"})));
    }

    void changelogRejectsUnknownKindsAndArity()
    {
        ChangelogTable table;
        QVERIFY(!table.apply("+X", textRow({"a"})));
        ChangelogTable arity;
        QVERIFY(arity.apply("+I", textRow({"a"})));
        QVERIFY(!arity.apply("+I", textRow({"a", "b"})));
    }

    void matcherReadsDecimalsExactlyWithScaleTwo()
    {
        const std::vector<SqlType> types = {SqlType::Decimal};
        const auto expected = std::vector<NormalizedRow>{normalizeSqliteRow(sqliteInts({1250}), types)};
        QVERIFY(matchRows(expected, {normalizeEngineRow(textRow({"12.50"}), types)}, types).equal);
        // BigDecimal prints a DECIMAL(p, 2) with two fraction digits: `12.5` is wrong.
        QVERIFY(!matchRows(expected, {normalizeEngineRow(textRow({"12.5"}), types)}, types).equal);
        const auto negative = std::vector<NormalizedRow>{normalizeSqliteRow(sqliteInts({-5}), types)};
        QVERIFY(matchRows(negative, {normalizeEngineRow(textRow({"-0.05"}), types)}, types).equal);
        QVERIFY(!matchRows(negative, {normalizeEngineRow(textRow({"0.05"}), types)}, types).equal);
    }

    void matcherComparesDoublesWithTolerance()
    {
        const std::vector<SqlType> types = {SqlType::Double, SqlType::Int};
        SqliteRow row(2);
        row[0].kind = SqliteValue::Kind::Real;
        row[0].d = 0.3;
        row[1].kind = SqliteValue::Kind::Null;
        const std::vector<NormalizedRow> expected = {normalizeSqliteRow(row, types)};
        QVERIFY(matchRows(expected, {normalizeEngineRow(textRow({"0.30000000000000004", nullptr}), types)},
                          types).equal);
        QVERIFY(!matchRows(expected, {normalizeEngineRow(textRow({"0.31", nullptr}), types)}, types).equal);
        QVERIFY(!matchRows(expected, {normalizeEngineRow(textRow({"0.3", "0"}), types)}, types).equal);
        row[0].d = 1e10;
        QVERIFY(matchRows({normalizeSqliteRow(row, types)},
                          {normalizeEngineRow(textRow({"1.0E10", nullptr}), types)}, types).equal);
    }

    void matcherComparesMultisets()
    {
        const std::vector<SqlType> types = {SqlType::Int, SqlType::Varchar};
        SqliteRow a = sqliteInts({1, 0});
        a[1].kind = SqliteValue::Kind::Text;
        a[1].s = "x";
        const std::vector<NormalizedRow> expected = {normalizeSqliteRow(a, types), normalizeSqliteRow(a, types)};
        const NormalizedRow one = normalizeEngineRow(textRow({"1", "x"}), types);
        QVERIFY(matchRows(expected, {one, one}, types).equal);
        const MatchResult missing = matchRows(expected, {one}, types);
        QVERIFY(!missing.equal);
        QCOMPARE(missing.missing.size(), std::size_t(1));
        const MatchResult extra = matchRows(expected, {one, one, one}, types);
        QCOMPARE(extra.unexpected.size(), std::size_t(1));
        QVERIFY(!matchRows(expected, {one, normalizeEngineRow(textRow({"1", "X"}), types)}, types).equal);
        QVERIFY(!matchRows(expected, {one, normalizeEngineRow(textRow({"01x", "x"}), types)}, types).equal);
    }

    void csvFieldsFollowFlinkQuoting()
    {
        QCOMPARE(csvField(textCell("x,y"), SqlType::Varchar), std::string("\"x,y\""));
        QCOMPARE(csvField(textCell("q\"t"), SqlType::Varchar), std::string("\"q\"\"t\""));
        QCOMPARE(csvField(textCell("ab"), SqlType::Varchar), std::string("ab"));
        QCOMPARE(csvField(Cell{}, SqlType::Int), std::string(kNullLiteral));
        QCOMPARE(csvField(intCell(-5), SqlType::Decimal), std::string("-0.05"));
        QCOMPARE(csvField(intCell(123456), SqlType::Decimal), std::string("1234.56"));
        Cell d;
        d.null = false;
        d.d = -0.25;
        QCOMPARE(csvField(d, SqlType::Double), std::string("-0.25"));
    }

    void dataAndQueriesAreDeterministicPerSeed()
    {
        for (std::uint64_t seed : {1u, 7u, 12345u}) {
            const CaseInputs a = generateCaseInputs(seed, 3);
            const CaseInputs b = generateCaseInputs(seed, 3);
            QCOMPARE(describeData(a.data), describeData(b.data));
            QCOMPARE(a.query.flinkSql, b.query.flinkSql);
            QCOMPARE(a.query.sqliteSql, b.query.sqliteSql);
        }
        QVERIFY(generateCaseInputs(1, 3).query.flinkSql != generateCaseInputs(2, 3).query.flinkSql);
    }

    void generatedDataHasDuplicatesAndNulls()
    {
        int nullKeys = 0;
        int duplicateKeys = 0;
        for (std::uint64_t seed = 1; seed <= 50; ++seed) {
            SeededRandom rng(seed);
            const DataSet data = generateDataSet(rng);
            QVERIFY(data.tables.size() == 2 || data.tables.size() == 3);
            for (const TableData &t : data.tables) {
                std::set<std::int64_t> seen;
                for (const auto &row : t.rows) {
                    if (row[0].null)
                        ++nullKeys;
                    else if (!seen.insert(row[0].i).second)
                        ++duplicateKeys;
                }
            }
        }
        QVERIFY(nullKeys > 20);
        QVERIFY(duplicateKeys > 200);
    }

    void sqliteOracleMatchesFlinkStreamingSemantics()
    {
        DataSet data;
        TableData t;
        t.name = "ta";
        t.columns = {{"k1", SqlType::Int}, {"vc", SqlType::Decimal}, {"vs", SqlType::Varchar}};
        t.rows = {{intCell(1), intCell(150), textCell("a")},
                  {intCell(1), intCell(-7), Cell{}},
                  {Cell{}, intCell(5), textCell("b")}};
        TableData empty;
        empty.name = "tb";
        empty.columns = t.columns;
        data.tables = {t, empty};
        SqliteOracle oracle;
        QVERIFY2(oracle.isOpen(), oracle.error().c_str());
        QVERIFY2(oracle.load(data), oracle.error().c_str());
        std::vector<SqliteRow> rows;
        // Decimals are cents.
        QVERIFY2(ok(oracle.query("SELECT SUM(vc) FROM ta WHERE k1 = 1", rows)), oracle.error().c_str());
        QCOMPARE(rows.size(), std::size_t(1));
        QCOMPARE(rows[0][0].i, std::int64_t(143));
        // A global aggregate over no rows: none in Flink streaming, so HAVING COUNT(*) > 0.
        QVERIFY2(ok(oracle.query("SELECT COUNT(*) FROM tb HAVING COUNT(*) > 0", rows)), oracle.error().c_str());
        QCOMPARE(rows.size(), std::size_t(0));
        // Integer AVG truncates toward zero, as Java's long division in Flink's AVG.
        QVERIFY2(ok(oracle.query("SELECT SUM(vc) / COUNT(vc) FROM ta WHERE vc < 0 OR k1 IS NULL", rows)),
                 oracle.error().c_str());
        QCOMPARE(rows[0][0].i, std::int64_t(-1)); // (-7 + 5) / 2
        // FULL OUTER JOIN (SQLite >= 3.39); NULL keys never match.
        QVERIFY2(ok(oracle.query("SELECT a.k1, b.k1 FROM ta AS a FULL OUTER JOIN ta AS b ON a.k1 = b.k1 "
                              "AND a.vs IS NOT NULL",
                              rows)),
                 oracle.error().c_str());
        // (1,a) matches both k1 = 1 rows; (1,null) and the NULL key stay unmatched on the left; only
        // the NULL key stays unmatched on the right.
        QCOMPARE(rows.size(), std::size_t(5));
        // Oversized results are refused rather than materialised.
        QCOMPARE(oracle.query("SELECT * FROM ta AS a, ta AS b", rows, 8), SqliteOracle::QueryResult::TooLarge);
    }

    void generatedQueriesRunOnSqlite()
    {
        SqliteOracle oracle;
        std::map<std::string, int> features;
        for (std::uint64_t seed = 1; seed <= 400; ++seed) {
            const CaseInputs in = generateCaseInputs(seed, 3);
            QVERIFY2(oracle.load(in.data), oracle.error().c_str());
            std::vector<SqliteRow> rows;
            const auto result = oracle.query(in.query.sqliteSql, rows);
            if (result == SqliteOracle::QueryResult::Error &&
                oracle.error().find("ON clause references tables to its right") != std::string::npos)
                continue; // SQLite 3.40's RIGHT JOIN limitation; the case regenerates its query
            QVERIFY2(result != SqliteOracle::QueryResult::Error, ("seed " + std::to_string(seed) + ": " + oracle.error()).c_str());
            for (const char *f : {"join", "left", "right", "full", "agg[g0", "having", "distinct",
                                  "unionAll", "countDistinct", "avg", "filter"})
                if (in.query.shape.find(f) != std::string::npos)
                    ++features[f];
            for (const char *f : {"CASE", "COALESCE", " IN (", "BETWEEN", "DISTINCT FROM"})
                if (in.query.flinkSql.find(f) != std::string::npos)
                    ++features[f];
        }
        // Every shape of the spec shows up in a few hundred cases.
        for (const auto &[name, count] : features)
            qInfo("%-14s %d", name.c_str(), count);
        QCOMPARE(features.size(), std::size_t(16));
        for (const auto &[name, count] : features)
            QVERIFY2(count >= 5, name.c_str());
    }

    void generatedQueriesPlanOnSluice()
    {
        int rejected = 0;
        std::string first;
        for (std::uint64_t seed = 1; seed <= 400; ++seed) {
            CaseInputs in = generateCaseInputs(seed, 3);
            for (TableData &t : in.data.tables)
                t.csvPath = "/nonexistent/" + t.name + ".csv";
            const std::string script = sluiceScript(in.data, in.query, 2);
            const ExplainResult result = explainScript(script);
            if (!result.diagnostics.hasErrors() && result.plans.size() == 1)
                continue;
            ++rejected;
            for (const Diagnostic &d : result.diagnostics)
                if (d.severity == Severity::Error && first.size() < 4000)
                    first += "seed " + std::to_string(seed) + ": " + std::to_string(d.range.begin.line) +
                             ":" + std::to_string(d.range.begin.column) + ": " + d.message.english() + "\n  " +
                             in.query.flinkSql + "\n";
        }
        QVERIFY2(rejected == 0, (std::to_string(rejected) + " generated queries rejected:\n" + first).c_str());
    }
};

QTEST_GUILESS_MAIN(DifferentialHarnessTest)
#include "differential_harness_test.moc"
