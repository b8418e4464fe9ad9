// Catalogue entries: collection functions, value construction and access, JSON.

#include "sql/function_catalog_entries.h"

namespace sluice::detail {
namespace {

using C = FunctionCategory;

constexpr FunctionInfo kEntries[] = {
    // --- Value construction and access ------------------------------------------------------
    runs("ROW", C::Value, "ROW(v1, v2, ...) | (v1, v2, ...)", "ROW<EXPR$0 ..., EXPR$1 ...>",
         "A ROW value of the arguments; its fields are read with row.field.",
         "ROW(i, s)\nROW(1, 'a').EXPR$1\nROW(i, ROW(d, bo))"),
    runs("ARRAY", C::Value, "ARRAY[v1, v2, ...]", "ARRAY of the common type",
         "An ARRAY of the arguments; its elements are read with arr[i], counting from 1.",
         "ARRAY[i, 2, 3]\nARRAY['a', s][2]\nARRAY[1, 2][3]\nARRAY[d, n]"),
    runs("MAP", C::Value, "MAP[k1, v1, k2, v2, ...]", "MAP of the common key and value types",
         "A MAP of the key/value pairs; values are read with map[key].",
         "MAP['a', i]['a']\nMAP[1, 'x', 2, 'y'][2]\nMAP['k', s]['none']"),
    runs("CARDINALITY", C::Collection, "CARDINALITY(array | map)", "INT",
         "The number of elements of an array or entries of a map.",
         "CARDINALITY(ARRAY[1, 2, 3])\nCARDINALITY(MAP['a', 1])\nCARDINALITY(SPLIT(s, ' '))\nCARDINALITY(CAST(NULL AS ARRAY<INT>))\nCARDINALITY(ARRAY[CAST(NULL AS INT)])\nCARDINALITY(STR_TO_MAP('a=1,b=2'))"),
    runs("ELEMENT", C::Collection, "ELEMENT(array)", "the element type",
         "The only element of a one-element array, NULL for an empty array; the job fails for a "
         "longer one.",
         "ELEMENT(ARRAY[i])\nELEMENT(ARRAY['x'])"),
    runs("ARRAY_CONTAINS", C::Collection, "ARRAY_CONTAINS(array, element)", "BOOLEAN",
         "Whether the array holds the element.",
         "ARRAY_CONTAINS(ARRAY[1, 2, 3], i)\nARRAY_CONTAINS(ARRAY['a', 'b'], 'b')\nARRAY_CONTAINS(ARRAY[1, CAST(NULL AS INT)], CAST(NULL AS INT))\nARRAY_CONTAINS(CAST(NULL AS ARRAY<INT>), 1)\nARRAY_CONTAINS(ARRAY[s], s)\nARRAY_CONTAINS(ARRAY[1.5, 2.5], 2.5)"),
    runs("ARRAY_POSITION", C::Collection, "ARRAY_POSITION(array, element)", "INT",
         "The 1-based position of the element's first occurrence, 0 when absent.",
         "ARRAY_POSITION(ARRAY[1, 2, 3, 2], 2)\nARRAY_POSITION(ARRAY[1, 2], i)"),
    runs("ARRAY_REVERSE", C::Collection, "ARRAY_REVERSE(array)", "the array's type",
         "The elements in reverse order.", "ARRAY_REVERSE(ARRAY[1, 2, 3])\nARRAY_REVERSE(ARRAY[s])"),
    runs("ARRAY_DISTINCT", C::Collection, "ARRAY_DISTINCT(array)", "the array's type",
         "The array without repeated elements, each where it first appears.",
         "ARRAY_DISTINCT(ARRAY[1, 2, 1, 3, 2])\nARRAY_DISTINCT(ARRAY[s, s])\nARRAY_DISTINCT(ARRAY[CAST(NULL AS INT), CAST(NULL AS INT)])\nARRAY_DISTINCT(CAST(NULL AS ARRAY<INT>))"),
    runs("ARRAY_REMOVE", C::Collection, "ARRAY_REMOVE(array, element)", "the array's type",
         "The array without every element equal to the given one.",
         "ARRAY_REMOVE(ARRAY[1, 2, 1], 1)\nARRAY_REMOVE(ARRAY[i, 2], i)\nARRAY_REMOVE(ARRAY[1, CAST(NULL AS INT)], CAST(NULL AS INT))\nARRAY_REMOVE(ARRAY[s, 'x'], 'x')"),
    runs("ARRAY_APPEND", C::Collection, "ARRAY_APPEND(array, element)", "the array's type",
         "The array with the element added at its end.",
         "ARRAY_APPEND(ARRAY[1, 2], 3)\nARRAY_APPEND(ARRAY[s], 'x')"),
    runs("ARRAY_PREPEND", C::Collection, "ARRAY_PREPEND(array, element)", "the array's type",
         "The array with the element added at its start.", "ARRAY_PREPEND(ARRAY[1, 2], 0)"),
    runs("ARRAY_CONCAT", C::Collection, "ARRAY_CONCAT(array1, array2, ...)", "the arrays' type",
         "The arrays joined end to end.", "ARRAY_CONCAT(ARRAY[1], ARRAY[2, 3])\nARRAY_CONCAT(ARRAY[i], ARRAY[i])"),
    runs("ARRAY_SLICE", C::Collection, "ARRAY_SLICE(array, start [, end])", "the array's type",
         "The elements from start to end (1-based, inclusive; negative positions count from the end).",
         "ARRAY_SLICE(ARRAY[1, 2, 3, 4], 2, 3)\nARRAY_SLICE(ARRAY[1, 2, 3, 4], -2)\nARRAY_SLICE(ARRAY[1, 2], 5)\nARRAY_SLICE(ARRAY[1, 2, 3], 0)\nARRAY_SLICE(ARRAY[1, 2, 3], -1, -1)\nARRAY_SLICE(ARRAY[1, 2, 3], 3, 1)\nARRAY_SLICE(ARRAY[1, 2, 3], i)"),
    runs("ARRAY_JOIN", C::Collection, "ARRAY_JOIN(array, delimiter [, nullReplacement])", "STRING",
         "The string elements joined by the delimiter.",
         "ARRAY_JOIN(ARRAY['a', 'b'], ',')\nARRAY_JOIN(ARRAY['a', CAST(NULL AS STRING)], '-', '?')\nARRAY_JOIN(SPLIT(s, ' '), '+')\nARRAY_JOIN(ARRAY[s, s], ', ')\nARRAY_JOIN(ARRAY['a'], CAST(NULL AS STRING))"),
    runs("ARRAY_MAX", C::Collection, "ARRAY_MAX(array)", "the element type",
         "The largest non-NULL element.", "ARRAY_MAX(ARRAY[3, 1, 2])\nARRAY_MAX(ARRAY[s, 'a'])\nARRAY_MAX(ARRAY[CAST(NULL AS INT)])\nARRAY_MAX(ARRAY[d, -1.0])\nARRAY_MAX(ARRAY[ts])"),
    runs("ARRAY_MIN", C::Collection, "ARRAY_MIN(array)", "the element type",
         "The smallest non-NULL element.", "ARRAY_MIN(ARRAY[3, 1, 2])\nARRAY_MIN(ARRAY[s, 'a'])\nARRAY_MIN(ARRAY[dt, DATE '2000-01-01'])"),
    runs("MAP_KEYS", C::Collection, "MAP_KEYS(map)", "ARRAY of the key type", "The map's keys.",
         "MAP_KEYS(MAP['a', 1])\nARRAY_SORT(MAP_KEYS(MAP['a', 1, 'b', 2]))\nCARDINALITY(MAP_KEYS(MAP['a', i, 'b', 2]))"),
    runs("MAP_VALUES", C::Collection, "MAP_VALUES(map)", "ARRAY of the value type",
         "The map's values.", "MAP_VALUES(MAP['a', 1])\nARRAY_SORT(MAP_VALUES(MAP['a', 1, 'b', 2]))\nMAP_VALUES(MAP['k', s])"),
    runs("MAP_ENTRIES", C::Collection, "MAP_ENTRIES(map)", "ARRAY<ROW<key, value>>",
         "The map's entries as rows of key and value.", "MAP_ENTRIES(MAP['a', 1])"),
    runs("MAP_FROM_ARRAYS", C::Collection, "MAP_FROM_ARRAYS(keys, values)", "MAP",
         "A map pairing the keys array with the values array, which must be as long.",
         "MAP_FROM_ARRAYS(ARRAY['a', 'b'], ARRAY[1, 2])"),
    runs("ARRAY_SORT", C::Collection, "ARRAY_SORT(array [, ascending [, nullsFirst]])",
         "the array's type",
         "The array sorted, ascending by default; NULL elements first when ascending, last when "
         "descending, unless nullsFirst says otherwise.",
         "ARRAY_SORT(ARRAY[3, 1, CAST(NULL AS INT), 2])\nARRAY_SORT(ARRAY[3, 1, CAST(NULL AS INT), 2], FALSE)\nARRAY_SORT(ARRAY[3, 1, CAST(NULL AS INT)], TRUE, FALSE)\nARRAY_SORT(ARRAY['b', s, 'a'])\nARRAY_SORT(ARRAY[d, 1.5, -1.0])\nARRAY_SORT(ARRAY[1], bo)"),
    runs("ARRAY_UNION", C::Collection, "ARRAY_UNION(array1, array2)", "the arrays' common type",
         "The distinct elements of both arrays, each where it first appears.",
         "ARRAY_UNION(ARRAY[1, 2, 2], ARRAY[3, 1])\nARRAY_UNION(ARRAY[i], ARRAY[1, CAST(NULL AS INT)])\nARRAY_UNION(ARRAY['a'], ARRAY[s])"),
    runs("ARRAY_INTERSECT", C::Collection, "ARRAY_INTERSECT(array1, array2)", "the arrays' common type",
         "The distinct elements of the first array that the second also holds.",
         "ARRAY_INTERSECT(ARRAY[1, 2, 2, 3], ARRAY[2, 3, 4])\nARRAY_INTERSECT(ARRAY[i, 7], ARRAY[7])\nARRAY_INTERSECT(ARRAY[1, CAST(NULL AS INT)], ARRAY[CAST(NULL AS INT)])"),
    runs("ARRAY_EXCEPT", C::Collection, "ARRAY_EXCEPT(array1, array2)", "the arrays' common type",
         "The distinct elements of the first array that the second lacks.",
         "ARRAY_EXCEPT(ARRAY[1, 2, 2, 3], ARRAY[2])\nARRAY_EXCEPT(ARRAY[i, 7], ARRAY[7])\nARRAY_EXCEPT(ARRAY['a', s], ARRAY['x'])"),
    // Flink's collect() prints maps in java.util.HashMap order (the known difference of
    // nested/map_constructor_order), so cases with several keys read keys or values sorted.
    runs("MAP_UNION", C::Collection, "MAP_UNION(map1, map2, ...)", "the maps' common type",
         "The maps merged, a later map winning on a repeated key; NULL when any map is NULL. The "
         "maps' types may differ only in nullability and string lengths.",
         "ARRAY_SORT(MAP_KEYS(MAP_UNION(MAP[1, 'a', 2, 'b'], MAP[2, 'c', 3, 'd'])))\n"
         "ARRAY_SORT(MAP_VALUES(MAP_UNION(MAP[1, 'a', 2, 'b'], MAP[2, 'c', 3, 'd'])))\n"
         "MAP_UNION(MAP[1, 'a', 2, 'b'], MAP[2, 'c', 3, 'd'])[2]\nMAP_UNION(MAP[1, i], MAP[1, 5])\n"
         "MAP_UNION(MAP[1, 'a'], CAST(NULL AS MAP<INT, STRING>))\nMAP_UNION(MAP[1, 'a'])\n"
         "ARRAY_SORT(MAP_VALUES(MAP_UNION(MAP[1, 'a'], MAP[2, 'b'], MAP[1, 'z'])))\n"
         "CARDINALITY(MAP_UNION(MAP[1, 'a'], MAP[2, 'b'], MAP[1, 'z']))\n"
         "ARRAY_SORT(MAP_VALUES(MAP_UNION(MAP[CAST(NULL AS INT), 'n', 1, 'a'], MAP[CAST(NULL AS INT), 'm'])))\n"
         "MAP_UNION(MAP['k', s], MAP['k', 'x'])\nARRAY_SORT(MAP_VALUES(MAP_UNION(MAP['k', s], MAP['j', 'x'])))\n"
         "CARDINALITY(MAP_UNION(MAP['a', 1, 'b', 2], MAP['b', 3]))\n"
         "MAP_UNION(MAP[0.0, 'p'], MAP[-0.0, 'n'])\nMAP_UNION(MAP[i, s], MAP[i, 'one'])\n"
         "ARRAY_SORT(MAP_VALUES(MAP_UNION(MAP[1, 'a'], MAP[2, 'bcd'])))\nMAP_UNION(MAP[1, 'a'], MAP[1, s])"),
    // --- JSON ---------------------------------------------------------------------------------
    runs("IS_JSON", C::Json, "str IS [NOT] JSON [VALUE | SCALAR | ARRAY | OBJECT]", "BOOLEAN NOT NULL",
         "Whether the string is valid JSON (of the given kind); FALSE for NULL.",
         "s IS JSON\n'{\"a\": 1}' IS JSON OBJECT\n'[1, 2]' IS JSON ARRAY\n'[1, 2]' IS JSON OBJECT\n'1' IS JSON SCALAR\n'\"x\"' IS JSON VALUE\n'{' IS JSON\n'' IS JSON\n'{} trailing' IS JSON\n'null' IS NOT JSON\nCAST(NULL AS STRING) IS JSON"),
    runs("JSON_EXISTS", C::Json, "JSON_EXISTS(json, path [{TRUE | FALSE | UNKNOWN | ERROR} ON ERROR])",
         "BOOLEAN", "Whether the JSON path finds a value.",
         "JSON_EXISTS('{\"a\": true}', '$.a')\nJSON_EXISTS('{\"a\": true}', '$.b')\nJSON_EXISTS('{\"a\": [1, 2]}', 'strict $.a[5]')\nJSON_EXISTS('{\"a\": [1, 2]}', 'lax $.a[1]')\nJSON_EXISTS('{\"a\": null}', '$.a')\nJSON_EXISTS('bad', '$.a')\nJSON_EXISTS('{\"a\": 1}', 'strict $.b' TRUE ON ERROR)\nJSON_EXISTS('{\"a\": 1}', 'strict $.b' UNKNOWN ON ERROR)\nJSON_EXISTS('{\"a\": [{\"b\": 1}]}', '$.a[*].c')\nJSON_EXISTS(s, '$')"),
    runs("JSON_VALUE", C::Json,
         "JSON_VALUE(json, path [RETURNING type] [{NULL | ERROR | DEFAULT v} ON EMPTY] [{NULL | ERROR | DEFAULT v} ON ERROR])",
         "STRING, or the RETURNING type", "The scalar the JSON path finds.",
         "JSON_VALUE('{\"a\": \"x\"}', '$.a')\nJSON_VALUE('{\"a\": 12}', '$.a')\nJSON_VALUE('{\"a\": 1.5}', '$.a')\nJSON_VALUE('{\"a\": true}', '$.a')\nJSON_VALUE('{\"a\": [1, 2]}', '$.a')\nJSON_VALUE('{\"a\": [1, 2]}', 'lax $.a')\nJSON_VALUE('{\"a\": [1, 2]}', '$.a[1]')\nJSON_VALUE('{\"a\": 1}', '$.b')\nJSON_VALUE('{\"a\": 1}', 'lax $.b' DEFAULT 'none' ON EMPTY)\nJSON_VALUE('{\"a\": 1}', 'strict $.b' DEFAULT 'oops' ON ERROR)\nJSON_VALUE('{\"a\": 42}', '$.a' RETURNING INT)\nJSON_VALUE('{\"a\": {\"b\": \"deep\"}}', '$.a.b')\nJSON_VALUE('{\"a\": {\"b\": \"deep\"}}', '$[''a''][''b'']')\nJSON_VALUE(s, '$.a')\nJSON_VALUE('{\"a\": 1e20}', '$.a')"),
    runs("JSON_QUERY", C::Json,
         "JSON_QUERY(json, path [{WITHOUT | WITH [CONDITIONAL | UNCONDITIONAL]} [ARRAY] WRAPPER] [... ON EMPTY] [... ON ERROR])",
         "STRING", "The JSON object or array the JSON path finds, as text.",
         "JSON_QUERY('{\"a\": {\"b\": 1}}', '$.a')\nJSON_QUERY('{\"a\": [1, \"x\", null]}', '$.a')\nJSON_QUERY('{\"a\": 1}', '$.a')\nJSON_QUERY('{\"a\": 1}', 'lax $.a')\nJSON_QUERY('{\"a\": 1}', '$.a' WITH ARRAY WRAPPER)\nJSON_QUERY('{\"a\": [1]}', '$.a' WITH CONDITIONAL ARRAY WRAPPER)\nJSON_QUERY('{\"a\": [{\"b\": 1}, {\"b\": 2}]}', '$.a[*].b')\nJSON_QUERY('{\"a\": 1}', 'lax $.b' EMPTY ARRAY ON EMPTY)\nJSON_QUERY('{\"a\": 1}', 'strict $.b' EMPTY OBJECT ON ERROR)\nJSON_QUERY('{\"z\": 1, \"a\": 2.50}', '$')\nJSON_QUERY(s, '$')\nJSON_QUERY('{\"a\": {\"b\": {\"c\": 3}}}', '$..c')\nJSON_QUERY('[1, 2]', '$.a[*].b')\nJSON_QUERY('[{\"b\": 1}, 2, {\"c\": 3}]', '$[*].b')\nJSON_QUERY('{\"a\": 1}', '$.x[*]')\nJSON_QUERY('{\"a\": [[1, 2], [3]]}', '$.a[*][0]')\nJSON_QUERY('{\"a\": {\"x\": 1, \"y\": [2]}}', '$.a.*')\nJSON_QUERY('{\"a\": [1, 2, 3]}', '$.a[0, 2]')\nJSON_QUERY('{\"a\": [1, 2, 3]}', '$.a[-1]')"),
    runs("JSON_STRING", C::Json, "JSON_STRING(value)", "STRING",
         "The value serialized as JSON; NULL for NULL.",
         "JSON_STRING(i)\nJSON_STRING(s)\nJSON_STRING(d)\nJSON_STRING(n)\nJSON_STRING(bo)\nJSON_STRING(ts)\nJSON_STRING(ARRAY[1, 2])\nJSON_STRING(ROW(i, s))\nJSON_STRING(MAP['b', 1, 'a', 2])\nJSON_STRING(CAST(1.5 AS FLOAT))\nJSON_STRING('a\"b\\\\c')\nJSON_STRING(JSON_OBJECT('k' VALUE 1))\nJSON_STRING(TO_TIMESTAMP_LTZ(0, 3))"),
    runs("JSON_OBJECT", C::Json, "JSON_OBJECT([KEY] k VALUE v, ... [NULL | ABSENT ON NULL])",
         "STRING NOT NULL",
         "A JSON object of the key/value pairs, keys sorted; NULL values written as null unless "
         "ABSENT ON NULL.",
         "JSON_OBJECT(KEY 'a' VALUE i, KEY 'b' VALUE s)\nJSON_OBJECT('z' VALUE 1, 'a' VALUE 2)\nJSON_OBJECT('a' VALUE i ABSENT ON NULL)\nJSON_OBJECT('a' VALUE CAST(NULL AS INT) NULL ON NULL)\nJSON_OBJECT()\nJSON_OBJECT('nested' VALUE JSON_OBJECT('x' VALUE d), 'list' VALUE JSON_ARRAY(1, 2))\nJSON_OBJECT('arr' VALUE ARRAY[s, 'x'], 'n' VALUE n, 'ts' VALUE ts)\nJSON_OBJECT('k' VALUE 1, 'k' VALUE 2)\nJSON_OBJECT('row' VALUE ROW(i, bo))"),
    runs("JSON_ARRAY", C::Json, "JSON_ARRAY(v1, v2, ... [NULL | ABSENT ON NULL])", "STRING NOT NULL",
         "A JSON array of the values; NULL values left out unless NULL ON NULL.",
         "JSON_ARRAY(i, s, d)\nJSON_ARRAY()\nJSON_ARRAY(i NULL ON NULL)\nJSON_ARRAY(CAST(NULL AS STRING), 1)\nJSON_ARRAY(JSON_ARRAY(1), JSON_OBJECT('a' VALUE bo))\nJSON_ARRAY(ARRAY[1, 2], MAP['k', 'v'])\nJSON_ARRAY(n, CAST(0.1 AS FLOAT), 1e20)"),
    runs("JSON_OBJECTAGG", C::Json, "JSON_OBJECTAGG([KEY] k VALUE v [NULL | ABSENT ON NULL])",
         "VARCHAR(2000) NOT NULL",
         "Aggregates key/value pairs into one JSON object, keys sorted; NULL values written as "
         "null unless ABSENT ON NULL; a repeated key fails the job.",
         "JSON_OBJECTAGG(KEY COALESCE(s, 'none') VALUE i)\nJSON_OBJECTAGG(CAST(i AS STRING) VALUE d ABSENT ON NULL)\nJSON_OBJECTAGG(KEY 'k' || CAST(b AS STRING) VALUE JSON_OBJECT('n' VALUE n))\nJSON_OBJECTAGG(KEY s VALUE i)\nJSON_OBJECTAGG(KEY 'same' VALUE i)"),
    runs("JSON_ARRAYAGG", C::Json, "JSON_ARRAYAGG(v [NULL | ABSENT ON NULL])", "VARCHAR(2000) NOT NULL",
         "Aggregates values in arrival order into one JSON array; NULL values left out unless "
         "NULL ON NULL.",
         "JSON_ARRAYAGG(i)\nJSON_ARRAYAGG(s NULL ON NULL)\nJSON_ARRAYAGG(ts)\nJSON_ARRAYAGG(ARRAY[i])\nJSON_ARRAYAGG(JSON_OBJECT('a' VALUE i))\nJSON_ARRAYAGG(n)"),
};

} // namespace

std::span<const FunctionInfo> structureFunctionEntries() { return kEntries; }

} // namespace sluice::detail
