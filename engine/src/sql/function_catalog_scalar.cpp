// Catalogue entries: arithmetic, conditional, conversion, hash and auxiliary functions.
// Descriptions are our own; semantics are Flink's, checked by the conformance test.

#include "sql/function_catalog_entries.h"

namespace sluice::detail {
namespace {

using C = FunctionCategory;

constexpr FunctionInfo kEntries[] = {
    // --- Arithmetic ---------------------------------------------------------------------------
    runs("ABS", C::Arithmetic, "ABS(x)", "the type of x",
         "The absolute value of x.",
         "ABS(i)\nABS(b)\nABS(d)\nABS(n)\nABS(-2147483647)\nABS(CAST(-7 AS TINYINT))\nABS(-0.0)\nABS(CAST(NULL AS INT))\nABS(-9223372036854775807)\nABS(CAST(-1.5 AS FLOAT))\nABS(-12.345)"),
    runs("MOD", C::Arithmetic, "MOD(a, b)", "the type of b (integers)",
         "The remainder of a divided by b, with the sign of a.",
         "MOD(i, 4)\nMOD(b, 7)\nMOD(-7, 3)\nMOD(7, -3)\nMOD(i, CAST(NULL AS INT))\nMOD(b, i)\nMOD(-7, -3)\nMOD(0, 5)\nMOD(i, 0)\nMOD(CAST(10 AS TINYINT), CAST(3 AS TINYINT))\nMOD(12.5, 5)"),
    runs("POWER", C::Arithmetic, "POWER(base, exponent)", "DOUBLE",
         "base raised to the power exponent.",
         "POWER(i, 2)\nPOWER(2, 10)\nPOWER(d, 0.5)\nPOWER(n, 2)\nPOWER(-8, 1.0 / 3)\nPOWER(0, -1)\nPOWER(CAST(NULL AS DOUBLE), 2)\nPOWER(2, -2)\nPOWER(0, 0)\nPOWER(10, 308)\nPOWER(b, 0.5)"),
    runs("SQRT", C::Arithmetic, "SQRT(x)", "DOUBLE", "The square root of x; NaN below zero.",
         "SQRT(16)\nSQRT(d)\nSQRT(i)\nSQRT(n)\nSQRT(-1)\nSQRT(2)\nSQRT(CAST(NULL AS INT))\nSQRT(0)\nSQRT(b)\nSQRT(1e308)"),
    runs("LN", C::Arithmetic, "LN(x)", "DOUBLE", "The natural logarithm of x.",
         "LN(1)\nLN(d)\nLN(n)\nLN(0)\nLN(-1)\nLN(E())\nLN(CAST(NULL AS DOUBLE))\nLN(b)\nLN(1e-300)"),
    runs("LOG", C::Arithmetic, "LOG(x) | LOG(base, x)", "DOUBLE",
         "The natural logarithm of x, or its logarithm to the given base.",
         "LOG(100)\nLOG(10, 1000)\nLOG(2, 8)\nLOG(d)\nLOG(i, 49)\nLOG(1, 5)\nLOG(n)\nLOG(CAST(NULL AS DOUBLE))\nLOG(2, CAST(NULL AS DOUBLE))\nLOG(10, 0.001)\nLOG(0.5, 8)"),
    runs("LOG10", C::Arithmetic, "LOG10(x)", "DOUBLE", "The base-10 logarithm of x.",
         "LOG10(1000)\nLOG10(d)\nLOG10(n)\nLOG10(0.001)\nLOG10(CAST(NULL AS DOUBLE))\nLOG10(b)\nLOG10(0)"),
    runs("LOG2", C::Arithmetic, "LOG2(x)", "DOUBLE", "The base-2 logarithm of x.",
         "LOG2(8)\nLOG2(d)\nLOG2(1024)\nLOG2(i)\nLOG2(CAST(NULL AS DOUBLE))\nLOG2(0.125)\nLOG2(b)"),
    runs("EXP", C::Arithmetic, "EXP(x)", "DOUBLE", "e raised to the power x.",
         "EXP(0)\nEXP(1)\nEXP(d)\nEXP(n)\nEXP(-745.2)\nEXP(710)\nEXP(CAST(NULL AS DOUBLE))\nEXP(i)\nEXP(-1)"),
    runs("CEIL", C::Arithmetic, "CEIL(x) | CEILING(x)", "the type of x (DECIMAL: scale 0)",
         "The smallest integral value not below x.",
         "CEIL(d)\nCEIL(n)\nCEIL(i)\nCEIL(-2.5)\nCEIL(CAST(2.1 AS FLOAT))\nCEILING(1.01)\nCEIL(CAST(NULL AS DOUBLE))\nCEIL(b)\nCEIL(-0.5)\nCEIL(12.001)\nCEIL(CAST(-1.5 AS DECIMAL(5, 1)))"),
    runs("FLOOR", C::Arithmetic, "FLOOR(x)", "the type of x (DECIMAL: scale 0)",
         "The largest integral value not above x.",
         "FLOOR(d)\nFLOOR(n)\nFLOOR(i)\nFLOOR(-2.5)\nFLOOR(CAST(2.9 AS FLOAT))\nFLOOR(CAST(NULL AS DOUBLE))\nFLOOR(b)\nFLOOR(-0.5)\nFLOOR(12.999)\nFLOOR(CAST(-1.5 AS DECIMAL(5, 1)))"),
    runs("SIN", C::Arithmetic, "SIN(x)", "DOUBLE", "The sine of x (radians).",
         "SIN(0)\nSIN(d)\nSIN(PI() / 2)\nSIN(n)\nSIN(CAST(NULL AS DOUBLE))\nSIN(i)\nSIN(0.5)"),
    runs("COS", C::Arithmetic, "COS(x)", "DOUBLE", "The cosine of x (radians).",
         "COS(0)\nCOS(d)\nCOS(PI())\nCOS(n)\nCOS(CAST(NULL AS DOUBLE))\nCOS(i)\nCOS(0.5)"),
    runs("TAN", C::Arithmetic, "TAN(x)", "DOUBLE", "The tangent of x (radians).",
         "TAN(0)\nTAN(d)\nTAN(n)\nTAN(1)\nTAN(CAST(NULL AS DOUBLE))\nTAN(i)\nTAN(0.5)"),
    runs("COT", C::Arithmetic, "COT(x)", "DOUBLE", "The cotangent of x (radians).",
         "COT(1)\nCOT(d)\nCOT(n)\nCOT(CAST(NULL AS DOUBLE))\nCOT(i)\nCOT(0.5)"),
    runs("ASIN", C::Arithmetic, "ASIN(x)", "DOUBLE", "The arc sine of x; NaN outside [-1, 1].",
         "ASIN(1)\nASIN(0.5)\nASIN(d)\nASIN(2)\nASIN(CAST(NULL AS DOUBLE))\nASIN(-1)\nASIN(0)"),
    runs("ACOS", C::Arithmetic, "ACOS(x)", "DOUBLE", "The arc cosine of x; NaN outside [-1, 1].",
         "ACOS(1)\nACOS(0.5)\nACOS(d)\nACOS(-2)\nACOS(CAST(NULL AS DOUBLE))\nACOS(0)\nACOS(-1)"),
    runs("ATAN", C::Arithmetic, "ATAN(x)", "DOUBLE", "The arc tangent of x.",
         "ATAN(1)\nATAN(d)\nATAN(n)\nATAN(CAST(NULL AS DOUBLE))\nATAN(i)\nATAN(-1)"),
    runs("ATAN2", C::Arithmetic, "ATAN2(y, x)", "DOUBLE",
         "The angle of the point (x, y) from the positive x axis, in radians.",
         "ATAN2(1, 1)\nATAN2(d, i)\nATAN2(0, -1)\nATAN2(n, 2)\nATAN2(CAST(NULL AS DOUBLE), 1)\nATAN2(0, 0)\nATAN2(-1, -1)\nATAN2(n, n)"),
    runs("SINH", C::Arithmetic, "SINH(x)", "DOUBLE", "The hyperbolic sine of x.",
         "SINH(0)\nSINH(d)\nSINH(1)\nSINH(CAST(NULL AS DOUBLE))\nSINH(i)\nSINH(-2)"),
    runs("COSH", C::Arithmetic, "COSH(x)", "DOUBLE", "The hyperbolic cosine of x.",
         "COSH(0)\nCOSH(d)\nCOSH(n)\nCOSH(CAST(NULL AS DOUBLE))\nCOSH(i)\nCOSH(1)"),
    runs("TANH", C::Arithmetic, "TANH(x)", "DOUBLE", "The hyperbolic tangent of x.",
         "TANH(0)\nTANH(d)\nTANH(i)\nTANH(CAST(NULL AS DOUBLE))\nTANH(d)\nTANH(-1)"),
    runs("DEGREES", C::Arithmetic, "DEGREES(radians)", "DOUBLE", "Converts radians to degrees.",
         "DEGREES(PI())\nDEGREES(d)\nDEGREES(i)\nDEGREES(n)\nDEGREES(CAST(NULL AS DOUBLE))\nDEGREES(1)\nDEGREES(-0.5)"),
    runs("RADIANS", C::Arithmetic, "RADIANS(degrees)", "DOUBLE", "Converts degrees to radians.",
         "RADIANS(180)\nRADIANS(d)\nRADIANS(n)\nRADIANS(CAST(NULL AS DOUBLE))\nRADIANS(i)\nRADIANS(-90)"),
    runs("SIGN", C::Arithmetic, "SIGN(x)", "the type of x",
         "-1, 0 or 1 as x is negative, zero or positive.",
         "SIGN(i)\nSIGN(b)\nSIGN(d)\nSIGN(n)\nSIGN(-0.0)\nSIGN(CAST(0 AS TINYINT))\nSIGN(CAST(NULL AS INT))\nSIGN(-12.5)\nSIGN(CAST(-3 AS SMALLINT))\nSIGN(CAST(2.5 AS FLOAT))"),
    runs("ROUND", C::Arithmetic, "ROUND(x [, digits])", "the type of x (DECIMAL: the kept scale)",
         "Rounds x half away from zero to the given number of decimal places (0 by default).",
         "ROUND(d)\nROUND(n, 1)\nROUND(i, -1)\nROUND(2.5)\nROUND(-2.5)\nROUND(d, 3)\nROUND(125, -1)\nROUND(1.005, 2)\nROUND(CAST(NULL AS DOUBLE))\nROUND(b, -2)\nROUND(n)\nROUND(-0.5)\nROUND(0.5)\nROUND(1.25, 1)\nROUND(CAST(2.5 AS FLOAT))\nROUND(i, 2)\nROUND(12345.678, -2)\nROUND(d, -1)"),
    runs("TRUNCATE", C::Arithmetic, "TRUNCATE(x [, digits])", "the type of x (DECIMAL: the kept scale)",
         "Cuts x toward zero to the given number of decimal places (0 by default).",
         "TRUNCATE(n, 1)\nTRUNCATE(d)\nTRUNCATE(d, 1)\nTRUNCATE(i, -1)\nTRUNCATE(42.324, 2)\nTRUNCATE(-42.8)\nTRUNCATE(b, -3)\nTRUNCATE(CAST(NULL AS DOUBLE))\nTRUNCATE(n)\nTRUNCATE(12345.678, -2)\nTRUNCATE(-0.9)\nTRUNCATE(CAST(2.75 AS FLOAT), 1)"),
    runs("PI", C::Arithmetic, "PI()", "DOUBLE NOT NULL", "The constant pi.", "PI()\nPI() * i"),
    runs("E", C::Arithmetic, "E()", "DOUBLE NOT NULL", "The constant e.", "E()\nE() * d"),
    runs("BIN", C::Arithmetic, "BIN(n)", "STRING", "n in binary, as text (two's complement below zero).",
         "BIN(i)\nBIN(b)\nBIN(4)\nBIN(0)\nBIN(-1)\nBIN(CAST(NULL AS INT))\nBIN(255)\nBIN(-255)\nBIN(CAST(7 AS TINYINT))"),
    runs("HEX", C::Arithmetic, "HEX(n) | HEX(str)", "STRING",
         "n in hexadecimal, or the hexadecimal of the string's UTF-8 bytes, in upper case.",
         "HEX(i)\nHEX(b)\nHEX(s)\nHEX(255)\nHEX('hello,world')\nHEX(-1)\nHEX(CAST(NULL AS INT))\nHEX(CAST(NULL AS STRING))\nHEX('')\nHEX('ünï')\nHEX(0)\nHEX(-255)"),
    runs("RAND", C::Auxiliary, "RAND([seed])", "DOUBLE",
         "A pseudo-random number in [0, 1); with a seed, the same sequence every run.",
         "RAND() >= 0 AND RAND() < 1\nRAND(42)\nRAND(i)\nRAND(CAST(NULL AS INT))"),
    runs("RAND_INTEGER", C::Auxiliary, "RAND_INTEGER([seed,] bound)", "INT",
         "A pseudo-random integer in [0, bound); with a seed, the same sequence every run.",
         "RAND_INTEGER(10) BETWEEN 0 AND 9\nRAND_INTEGER(42, 100)\nRAND_INTEGER(1, 7)\nRAND_INTEGER(i, 1000)"),
    runs("UUID", C::Auxiliary, "UUID()", "CHAR(36) NOT NULL",
         "A random (version 4) UUID as text.",
         "CHAR_LENGTH(UUID())\nSUBSTRING(UUID(), 15, 1)\nUUID() <> UUID()"),
    // --- Conditional --------------------------------------------------------------------------
    runs("COALESCE", C::Conditional, "COALESCE(v1, v2, ...)", "the common type",
         "The first argument that is not NULL.",
         "COALESCE(i, 0)\nCOALESCE(s, 'none')\nCOALESCE(CAST(NULL AS INT), b, 1)\nCOALESCE(d, n)\nCOALESCE(CAST(NULL AS STRING), CAST(NULL AS STRING))\nCOALESCE(i, b, 0)\nCOALESCE(ts, TIMESTAMP '2000-01-01 00:00:00')\nCOALESCE(bo, FALSE)"),
    runs("IF", C::Conditional, "IF(condition, then, else)", "the common type of then and else",
         "then when the condition is TRUE, else otherwise (also when it is NULL).",
         "IF(i > 0, 'pos', 'neg')\nIF(bo, i, b)\nIF(CAST(NULL AS BOOLEAN), 1, 2)\nIF(i > 0, d, n)\nIF(bo, s, 'no')\nIF(i IS NULL, 'null', 'value')\nIF(d > 0, 1, 2.5)"),
    runs("NULLIF", C::Conditional, "NULLIF(a, b)", "the type of a, nullable",
         "NULL when a equals b, else a.",
         "NULLIF(i, 7)\nNULLIF(s, '')\nNULLIF(1, 1)\nNULLIF(b, i)\nNULLIF(n, 12.34)\nNULLIF(CAST(NULL AS INT), 1)\nNULLIF(d, 2.5)\nNULLIF(bo, TRUE)\nNULLIF(ts, ts)\nNULLIF(dt, DATE '2024-02-29')"),
    runs("IFNULL", C::Conditional, "IFNULL(value, replacement)", "the common type",
         "replacement when value is NULL, else value.",
         "IFNULL(i, 0)\nIFNULL(s, 'x')\nIFNULL(i, b)\nIFNULL(d, n)\nIFNULL(CAST(NULL AS STRING), s)\nIFNULL(bo, TRUE)\nIFNULL(ts, TIMESTAMP '2000-01-01 00:00:00')\nIFNULL(n, 0)"),
    runs("GREATEST", C::Conditional, "GREATEST(v1, v2, ...)", "the common type",
         "The largest argument; NULL when any argument is NULL.",
         "GREATEST(i, 0)\nGREATEST(1, 5, 3)\nGREATEST(s, 'M')\nGREATEST(d, n)\nGREATEST(ts, TIMESTAMP '2000-01-01 00:00:00')\nGREATEST(i, b, 2)\nGREATEST(CAST(NULL AS INT), 1)\nGREATEST(bo, FALSE)\nGREATEST(dt, DATE '2000-01-01')\nGREATEST(1.5, 2)"),
    runs("LEAST", C::Conditional, "LEAST(v1, v2, ...)", "the common type",
         "The smallest argument; NULL when any argument is NULL.",
         "LEAST(i, 0)\nLEAST(1, 5, 3)\nLEAST(s, 'M')\nLEAST(d, n)\nLEAST(dt, DATE '2000-01-01')\nLEAST(CAST(NULL AS INT), 1)\nLEAST(b, i)\nLEAST('b', 'a', 'c')\nLEAST(-0.5, -1)"),
    runs("IS_ALPHA", C::Conditional, "IS_ALPHA(str)", "BOOLEAN NOT NULL",
         "Whether every character of the string is a letter (FALSE for '' and NULL).",
         "IS_ALPHA(s)\nIS_ALPHA('abc')\nIS_ALPHA('ab1')\nIS_ALPHA('')\nIS_ALPHA('Ünïcödé')\nIS_ALPHA(' ')\nIS_ALPHA('a b')\nIS_ALPHA(CAST(NULL AS STRING))"),
    runs("IS_DIGIT", C::Conditional, "IS_DIGIT(str)", "BOOLEAN NOT NULL",
         "Whether every character of the string is a digit (FALSE for '' and NULL).",
         "IS_DIGIT(s)\nIS_DIGIT('123')\nIS_DIGIT('12.3')\nIS_DIGIT('')\nIS_DIGIT('-1')\nIS_DIGIT('٣')\nIS_DIGIT(' 1')\nIS_DIGIT(CAST(NULL AS STRING))"),
    runs("IS_DECIMAL", C::Conditional, "IS_DECIMAL(str)", "BOOLEAN NOT NULL",
         "Whether the string reads as a number (FALSE for '' and NULL).",
         "IS_DECIMAL(s)\nIS_DECIMAL('123')\nIS_DECIMAL('-1.5e3')\nIS_DECIMAL('1.')\nIS_DECIMAL('abc')\nIS_DECIMAL(' 12 ')\nIS_DECIMAL('NaN')"),
    // --- Conversion ---------------------------------------------------------------------------
    runs("CAST", C::Conversion, "CAST(value AS type)", "type",
         "Converts the value to the type, failing the job where that is impossible.",
         "CAST(i AS STRING)\nCAST(s AS INT)\nCAST('12.5' AS DECIMAL(4, 1))\nCAST(d AS BIGINT)\nCAST(ts AS DATE)\nCAST(dt AS TIMESTAMP(3))\nCAST(n AS DOUBLE)\nCAST(bo AS INT)\nIS_DECIMAL('+1')\nIS_DECIMAL('1e')\nIS_DECIMAL('0x10')\nIS_DECIMAL('Infinity')\nIS_DECIMAL('1.5f')\nIS_DECIMAL(CAST(NULL AS STRING))\nIS_DECIMAL('99999999999999999999')\nCAST(s AS BOOLEAN)\nCAST('true' AS BOOLEAN)\nCAST(d AS STRING)\nCAST(n AS STRING)\nCAST(ts AS STRING)\nCAST(dt AS STRING)\nCAST(i AS DOUBLE)\nCAST(b AS INT)\nCAST(d AS DECIMAL(5, 2))\nCAST(n AS INT)\nCAST('  12 ' AS INT)\nCAST('1.5' AS DOUBLE)\nCAST(bo AS STRING)\nCAST(ts AS TIME(0))\nCAST(s AS VARCHAR(3))\nCAST(i AS TINYINT)\nCAST(1.9 AS INT)\nCAST(-1.9 AS INT)\nCAST('2024-02-29 13:45:30' AS TIMESTAMP(3))"),
    runs("TRY_CAST", C::Conversion, "TRY_CAST(value AS type)", "type, nullable",
         "Converts the value to the type, giving NULL where that is impossible.",
         "TRY_CAST(s AS INT)\nTRY_CAST('abc' AS INT)\nTRY_CAST('2024-02-30' AS DATE)\nTRY_CAST(d AS INT)\nTRY_CAST('1e3' AS DOUBLE)\nTRY_CAST(s AS DOUBLE)\nTRY_CAST('' AS INT)\nTRY_CAST('12' AS TINYINT)\nTRY_CAST('300' AS TINYINT)\nTRY_CAST(s AS DATE)\nTRY_CAST('x' AS BOOLEAN)\nTRY_CAST(d AS DECIMAL(2, 1))"
         // The cast matrix: sources of every type family (columns, boundaries, text forms)
         // to every target type Flink accepts for them (the refused pairs: check corpus).
         "\nTRY_CAST(i AS TINYINT)"
         "\nTRY_CAST(i AS SMALLINT)"
         "\nTRY_CAST(i AS INT)"
         "\nTRY_CAST(i AS BIGINT)"
         "\nTRY_CAST(i AS FLOAT)"
         "\nTRY_CAST(i AS DOUBLE)"
         "\nTRY_CAST(i AS DECIMAL(5, 2))"
         "\nTRY_CAST(i AS DECIMAL(38, 10))"
         "\nTRY_CAST(i AS DECIMAL(3, 0))"
         "\nTRY_CAST(i AS BOOLEAN)"
         "\nTRY_CAST(i AS CHAR(3))"
         "\nTRY_CAST(i AS VARCHAR(5))"
         "\nTRY_CAST(i AS STRING)"
         "\nTRY_CAST(b AS TINYINT)"
         "\nTRY_CAST(b AS SMALLINT)"
         "\nTRY_CAST(b AS INT)"
         "\nTRY_CAST(b AS BIGINT)"
         "\nTRY_CAST(b AS FLOAT)"
         "\nTRY_CAST(b AS DOUBLE)"
         "\nTRY_CAST(b AS DECIMAL(5, 2))"
         "\nTRY_CAST(b AS DECIMAL(38, 10))"
         "\nTRY_CAST(b AS DECIMAL(3, 0))"
         "\nTRY_CAST(b AS BOOLEAN)"
         "\nTRY_CAST(b AS CHAR(3))"
         "\nTRY_CAST(b AS VARCHAR(5))"
         "\nTRY_CAST(b AS STRING)"
         "\nTRY_CAST(d AS TINYINT)"
         "\nTRY_CAST(d AS SMALLINT)"
         "\nTRY_CAST(d AS BIGINT)"
         "\nTRY_CAST(d AS FLOAT)"
         "\nTRY_CAST(d AS DOUBLE)"
         "\nTRY_CAST(d AS DECIMAL(5, 2))"
         "\nTRY_CAST(d AS DECIMAL(38, 10))"
         "\nTRY_CAST(d AS DECIMAL(3, 0))"
         "\nTRY_CAST(d AS BOOLEAN)"
         "\nTRY_CAST(d AS CHAR(3))"
         "\nTRY_CAST(d AS VARCHAR(5))"
         "\nTRY_CAST(d AS STRING)"
         "\nTRY_CAST(n AS TINYINT)"
         "\nTRY_CAST(n AS SMALLINT)"
         "\nTRY_CAST(n AS INT)"
         "\nTRY_CAST(n AS BIGINT)"
         "\nTRY_CAST(n AS FLOAT)"
         "\nTRY_CAST(n AS DOUBLE)"
         "\nTRY_CAST(n AS DECIMAL(5, 2))"
         "\nTRY_CAST(n AS DECIMAL(38, 10))"
         "\nTRY_CAST(n AS DECIMAL(3, 0))"
         "\nTRY_CAST(n AS BOOLEAN)"
         "\nTRY_CAST(n AS CHAR(3))"
         "\nTRY_CAST(n AS VARCHAR(5))"
         "\nTRY_CAST(n AS STRING)"
         "\nTRY_CAST(s AS TINYINT)"
         "\nTRY_CAST(s AS SMALLINT)"
         "\nTRY_CAST(s AS BIGINT)"
         "\nTRY_CAST(s AS FLOAT)"
         "\nTRY_CAST(s AS DECIMAL(5, 2))"
         "\nTRY_CAST(s AS DECIMAL(38, 10))"
         "\nTRY_CAST(s AS DECIMAL(3, 0))"
         "\nTRY_CAST(s AS BOOLEAN)"
         "\nTRY_CAST(s AS CHAR(3))"
         "\nTRY_CAST(s AS VARCHAR(5))"
         "\nTRY_CAST(s AS STRING)"
         "\nTRY_CAST(s AS BINARY(4))"
         "\nTRY_CAST(s AS VARBINARY(10))"
         "\nTRY_CAST(s AS BYTES)"
         "\nTRY_CAST(s AS TIME(0))"
         "\nTRY_CAST(s AS TIME(3))"
         "\nTRY_CAST(s AS TIMESTAMP(0))"
         "\nTRY_CAST(s AS TIMESTAMP(3))"
         "\nTRY_CAST(s AS TIMESTAMP(9))"
         "\nTRY_CAST(s AS TIMESTAMP_LTZ(3))"
         "\nTRY_CAST(ts AS CHAR(3))"
         "\nTRY_CAST(ts AS VARCHAR(5))"
         "\nTRY_CAST(ts AS STRING)"
         "\nTRY_CAST(ts AS DATE)"
         "\nTRY_CAST(ts AS TIME(0))"
         "\nTRY_CAST(ts AS TIME(3))"
         "\nTRY_CAST(ts AS TIMESTAMP(0))"
         "\nTRY_CAST(ts AS TIMESTAMP(3))"
         "\nTRY_CAST(ts AS TIMESTAMP(9))"
         "\nTRY_CAST(ts AS TIMESTAMP_LTZ(3))"
         "\nTRY_CAST(dt AS CHAR(3))"
         "\nTRY_CAST(dt AS VARCHAR(5))"
         "\nTRY_CAST(dt AS STRING)"
         "\nTRY_CAST(dt AS DATE)"
         "\nTRY_CAST(dt AS TIMESTAMP(0))"
         "\nTRY_CAST(dt AS TIMESTAMP(3))"
         "\nTRY_CAST(dt AS TIMESTAMP(9))"
         "\nTRY_CAST(dt AS TIMESTAMP_LTZ(3))"
         "\nTRY_CAST(bo AS TINYINT)"
         "\nTRY_CAST(bo AS SMALLINT)"
         "\nTRY_CAST(bo AS INT)"
         "\nTRY_CAST(bo AS BIGINT)"
         "\nTRY_CAST(bo AS FLOAT)"
         "\nTRY_CAST(bo AS DOUBLE)"
         "\nTRY_CAST(bo AS DECIMAL(5, 2))"
         "\nTRY_CAST(bo AS DECIMAL(38, 10))"
         "\nTRY_CAST(bo AS DECIMAL(3, 0))"
         "\nTRY_CAST(bo AS BOOLEAN)"
         "\nTRY_CAST(bo AS CHAR(3))"
         "\nTRY_CAST(bo AS VARCHAR(5))"
         "\nTRY_CAST(bo AS STRING)"
         "\nTRY_CAST(CAST(127 AS TINYINT) AS TINYINT)"
         "\nTRY_CAST(CAST(127 AS TINYINT) AS SMALLINT)"
         "\nTRY_CAST(CAST(127 AS TINYINT) AS INT)"
         "\nTRY_CAST(CAST(127 AS TINYINT) AS BIGINT)"
         "\nTRY_CAST(CAST(127 AS TINYINT) AS FLOAT)"
         "\nTRY_CAST(CAST(127 AS TINYINT) AS DOUBLE)"
         "\nTRY_CAST(CAST(127 AS TINYINT) AS DECIMAL(5, 2))"
         "\nTRY_CAST(CAST(127 AS TINYINT) AS DECIMAL(38, 10))"
         "\nTRY_CAST(CAST(127 AS TINYINT) AS DECIMAL(3, 0))"
         "\nTRY_CAST(CAST(127 AS TINYINT) AS BOOLEAN)"
         "\nTRY_CAST(CAST(127 AS TINYINT) AS CHAR(3))"
         "\nTRY_CAST(CAST(127 AS TINYINT) AS VARCHAR(5))"
         "\nTRY_CAST(CAST(127 AS TINYINT) AS STRING)"
         "\nTRY_CAST(CAST(-128 AS TINYINT) AS TINYINT)"
         "\nTRY_CAST(CAST(-128 AS TINYINT) AS SMALLINT)"
         "\nTRY_CAST(CAST(-128 AS TINYINT) AS INT)"
         "\nTRY_CAST(CAST(-128 AS TINYINT) AS BIGINT)"
         "\nTRY_CAST(CAST(-128 AS TINYINT) AS FLOAT)"
         "\nTRY_CAST(CAST(-128 AS TINYINT) AS DOUBLE)"
         "\nTRY_CAST(CAST(-128 AS TINYINT) AS DECIMAL(5, 2))"
         "\nTRY_CAST(CAST(-128 AS TINYINT) AS DECIMAL(38, 10))"
         "\nTRY_CAST(CAST(-128 AS TINYINT) AS DECIMAL(3, 0))"
         "\nTRY_CAST(CAST(-128 AS TINYINT) AS BOOLEAN)"
         "\nTRY_CAST(CAST(-128 AS TINYINT) AS CHAR(3))"
         "\nTRY_CAST(CAST(-128 AS TINYINT) AS VARCHAR(5))"
         "\nTRY_CAST(CAST(-128 AS TINYINT) AS STRING)"
         "\nTRY_CAST(CAST(-32768 AS SMALLINT) AS TINYINT)"
         "\nTRY_CAST(CAST(-32768 AS SMALLINT) AS SMALLINT)"
         "\nTRY_CAST(CAST(-32768 AS SMALLINT) AS INT)"
         "\nTRY_CAST(CAST(-32768 AS SMALLINT) AS BIGINT)"
         "\nTRY_CAST(CAST(-32768 AS SMALLINT) AS FLOAT)"
         "\nTRY_CAST(CAST(-32768 AS SMALLINT) AS DOUBLE)"
         "\nTRY_CAST(CAST(-32768 AS SMALLINT) AS DECIMAL(5, 2))"
         "\nTRY_CAST(CAST(-32768 AS SMALLINT) AS DECIMAL(38, 10))"
         "\nTRY_CAST(CAST(-32768 AS SMALLINT) AS DECIMAL(3, 0))"
         "\nTRY_CAST(CAST(-32768 AS SMALLINT) AS BOOLEAN)"
         "\nTRY_CAST(CAST(-32768 AS SMALLINT) AS CHAR(3))"
         "\nTRY_CAST(CAST(-32768 AS SMALLINT) AS VARCHAR(5))"
         "\nTRY_CAST(CAST(-32768 AS SMALLINT) AS STRING)"
         "\nTRY_CAST(2147483647 AS TINYINT)"
         "\nTRY_CAST(2147483647 AS SMALLINT)"
         "\nTRY_CAST(2147483647 AS INT)"
         "\nTRY_CAST(2147483647 AS BIGINT)"
         "\nTRY_CAST(2147483647 AS FLOAT)"
         "\nTRY_CAST(2147483647 AS DOUBLE)"
         "\nTRY_CAST(2147483647 AS DECIMAL(5, 2))"
         "\nTRY_CAST(2147483647 AS DECIMAL(38, 10))"
         "\nTRY_CAST(2147483647 AS DECIMAL(3, 0))"
         "\nTRY_CAST(2147483647 AS BOOLEAN)"
         "\nTRY_CAST(2147483647 AS CHAR(3))"
         "\nTRY_CAST(2147483647 AS VARCHAR(5))"
         "\nTRY_CAST(2147483647 AS STRING)"
         "\nTRY_CAST(-2147483648 AS TINYINT)"
         "\nTRY_CAST(-2147483648 AS SMALLINT)"
         "\nTRY_CAST(-2147483648 AS INT)"
         "\nTRY_CAST(-2147483648 AS BIGINT)"
         "\nTRY_CAST(-2147483648 AS FLOAT)"
         "\nTRY_CAST(-2147483648 AS DOUBLE)"
         "\nTRY_CAST(-2147483648 AS DECIMAL(5, 2))"
         "\nTRY_CAST(-2147483648 AS DECIMAL(38, 10))"
         "\nTRY_CAST(-2147483648 AS DECIMAL(3, 0))"
         "\nTRY_CAST(-2147483648 AS BOOLEAN)"
         "\nTRY_CAST(-2147483648 AS CHAR(3))"
         "\nTRY_CAST(-2147483648 AS VARCHAR(5))"
         "\nTRY_CAST(-2147483648 AS STRING)"
         "\nTRY_CAST(9223372036854775807 AS TINYINT)"
         "\nTRY_CAST(9223372036854775807 AS SMALLINT)"
         "\nTRY_CAST(9223372036854775807 AS INT)"
         "\nTRY_CAST(9223372036854775807 AS BIGINT)"
         "\nTRY_CAST(9223372036854775807 AS FLOAT)"
         "\nTRY_CAST(9223372036854775807 AS DOUBLE)"
         "\nTRY_CAST(9223372036854775807 AS DECIMAL(5, 2))"
         "\nTRY_CAST(9223372036854775807 AS DECIMAL(38, 10))"
         "\nTRY_CAST(9223372036854775807 AS DECIMAL(3, 0))"
         "\nTRY_CAST(9223372036854775807 AS BOOLEAN)"
         "\nTRY_CAST(9223372036854775807 AS CHAR(3))"
         "\nTRY_CAST(9223372036854775807 AS VARCHAR(5))"
         "\nTRY_CAST(9223372036854775807 AS STRING)"
         "\nTRY_CAST(CAST(1e308 AS DOUBLE) AS TINYINT)"
         "\nTRY_CAST(CAST(1e308 AS DOUBLE) AS SMALLINT)"
         "\nTRY_CAST(CAST(1e308 AS DOUBLE) AS INT)"
         "\nTRY_CAST(CAST(1e308 AS DOUBLE) AS BIGINT)"
         "\nTRY_CAST(CAST(1e308 AS DOUBLE) AS DOUBLE)"
         "\nTRY_CAST(CAST(1e308 AS DOUBLE) AS DECIMAL(5, 2))"
         "\nTRY_CAST(CAST(1e308 AS DOUBLE) AS DECIMAL(38, 10))"
         "\nTRY_CAST(CAST(1e308 AS DOUBLE) AS DECIMAL(3, 0))"
         "\nTRY_CAST(CAST(1e308 AS DOUBLE) AS BOOLEAN)"
         "\nTRY_CAST(CAST(1e308 AS DOUBLE) AS CHAR(3))"
         "\nTRY_CAST(CAST(1e308 AS DOUBLE) AS VARCHAR(5))"
         "\nTRY_CAST(CAST(1e308 AS DOUBLE) AS STRING)"
         "\nTRY_CAST(CAST(3.4e38 AS FLOAT) AS TINYINT)"
         "\nTRY_CAST(CAST(3.4e38 AS FLOAT) AS SMALLINT)"
         "\nTRY_CAST(CAST(3.4e38 AS FLOAT) AS INT)"
         "\nTRY_CAST(CAST(3.4e38 AS FLOAT) AS BIGINT)"
         "\nTRY_CAST(CAST(3.4e38 AS FLOAT) AS FLOAT)"
         "\nTRY_CAST(CAST(3.4e38 AS FLOAT) AS DOUBLE)"
         "\nTRY_CAST(CAST(3.4e38 AS FLOAT) AS DECIMAL(5, 2))"
         "\nTRY_CAST(CAST(3.4e38 AS FLOAT) AS DECIMAL(38, 10))"
         "\nTRY_CAST(CAST(3.4e38 AS FLOAT) AS DECIMAL(3, 0))"
         "\nTRY_CAST(CAST(3.4e38 AS FLOAT) AS BOOLEAN)"
         "\nTRY_CAST(CAST(3.4e38 AS FLOAT) AS CHAR(3))"
         "\nTRY_CAST(CAST(3.4e38 AS FLOAT) AS VARCHAR(5))"
         "\nTRY_CAST(CAST(3.4e38 AS FLOAT) AS STRING)"
         "\nTRY_CAST(1.5e-7 AS TINYINT)"
         "\nTRY_CAST(1.5e-7 AS SMALLINT)"
         "\nTRY_CAST(1.5e-7 AS INT)"
         "\nTRY_CAST(1.5e-7 AS BIGINT)"
         "\nTRY_CAST(1.5e-7 AS FLOAT)"
         "\nTRY_CAST(1.5e-7 AS DOUBLE)"
         "\nTRY_CAST(1.5e-7 AS DECIMAL(5, 2))"
         "\nTRY_CAST(1.5e-7 AS DECIMAL(38, 10))"
         "\nTRY_CAST(1.5e-7 AS DECIMAL(3, 0))"
         "\nTRY_CAST(1.5e-7 AS BOOLEAN)"
         "\nTRY_CAST(1.5e-7 AS CHAR(3))"
         "\nTRY_CAST(1.5e-7 AS VARCHAR(5))"
         "\nTRY_CAST(1.5e-7 AS STRING)"
         "\nTRY_CAST(123.456 AS TINYINT)"
         "\nTRY_CAST(123.456 AS SMALLINT)"
         "\nTRY_CAST(123.456 AS INT)"
         "\nTRY_CAST(123.456 AS BIGINT)"
         "\nTRY_CAST(123.456 AS FLOAT)"
         "\nTRY_CAST(123.456 AS DOUBLE)"
         "\nTRY_CAST(123.456 AS DECIMAL(5, 2))"
         "\nTRY_CAST(123.456 AS DECIMAL(38, 10))"
         "\nTRY_CAST(123.456 AS DECIMAL(3, 0))"
         "\nTRY_CAST(123.456 AS BOOLEAN)"
         "\nTRY_CAST(123.456 AS CHAR(3))"
         "\nTRY_CAST(123.456 AS VARCHAR(5))"
         "\nTRY_CAST(123.456 AS STRING)"
         "\nTRY_CAST(-0.5 AS TINYINT)"
         "\nTRY_CAST(-0.5 AS SMALLINT)"
         "\nTRY_CAST(-0.5 AS INT)"
         "\nTRY_CAST(-0.5 AS BIGINT)"
         "\nTRY_CAST(-0.5 AS FLOAT)"
         "\nTRY_CAST(-0.5 AS DOUBLE)"
         "\nTRY_CAST(-0.5 AS DECIMAL(5, 2))"
         "\nTRY_CAST(-0.5 AS DECIMAL(38, 10))"
         "\nTRY_CAST(-0.5 AS DECIMAL(3, 0))"
         "\nTRY_CAST(-0.5 AS BOOLEAN)"
         "\nTRY_CAST(-0.5 AS CHAR(3))"
         "\nTRY_CAST(-0.5 AS VARCHAR(5))"
         "\nTRY_CAST(-0.5 AS STRING)"
         "\nTRY_CAST('  42  ' AS TINYINT)"
         "\nTRY_CAST('  42  ' AS SMALLINT)"
         "\nTRY_CAST('  42  ' AS INT)"
         "\nTRY_CAST('  42  ' AS BIGINT)"
         "\nTRY_CAST('  42  ' AS FLOAT)"
         "\nTRY_CAST('  42  ' AS DOUBLE)"
         "\nTRY_CAST('  42  ' AS DECIMAL(5, 2))"
         "\nTRY_CAST('  42  ' AS DECIMAL(38, 10))"
         "\nTRY_CAST('  42  ' AS DECIMAL(3, 0))"
         "\nTRY_CAST('  42  ' AS BOOLEAN)"
         "\nTRY_CAST('  42  ' AS CHAR(3))"
         "\nTRY_CAST('  42  ' AS VARCHAR(5))"
         "\nTRY_CAST('  42  ' AS STRING)"
         "\nTRY_CAST('  42  ' AS BINARY(4))"
         "\nTRY_CAST('  42  ' AS VARBINARY(10))"
         "\nTRY_CAST('  42  ' AS BYTES)"
         "\nTRY_CAST('  42  ' AS DATE)"
         "\nTRY_CAST('  42  ' AS TIMESTAMP(0))"
         "\nTRY_CAST('  42  ' AS TIMESTAMP(3))"
         "\nTRY_CAST('  42  ' AS TIMESTAMP(9))"
         "\nTRY_CAST('  42  ' AS TIMESTAMP_LTZ(3))"
         "\nTRY_CAST('1e3' AS TINYINT)"
         "\nTRY_CAST('1e3' AS SMALLINT)"
         "\nTRY_CAST('1e3' AS INT)"
         "\nTRY_CAST('1e3' AS BIGINT)"
         "\nTRY_CAST('1e3' AS FLOAT)"
         "\nTRY_CAST('1e3' AS DECIMAL(5, 2))"
         "\nTRY_CAST('1e3' AS DECIMAL(38, 10))"
         "\nTRY_CAST('1e3' AS DECIMAL(3, 0))"
         "\nTRY_CAST('1e3' AS BOOLEAN)"
         "\nTRY_CAST('1e3' AS CHAR(3))"
         "\nTRY_CAST('1e3' AS VARCHAR(5))"
         "\nTRY_CAST('1e3' AS STRING)"
         "\nTRY_CAST('1e3' AS BINARY(4))"
         "\nTRY_CAST('1e3' AS VARBINARY(10))"
         "\nTRY_CAST('1e3' AS BYTES)"
         "\nTRY_CAST('1e3' AS DATE)"
         "\nTRY_CAST('1e3' AS TIME(0))"
         "\nTRY_CAST('1e3' AS TIME(3))"
         "\nTRY_CAST('1e3' AS TIMESTAMP(0))"
         "\nTRY_CAST('1e3' AS TIMESTAMP(3))"
         "\nTRY_CAST('1e3' AS TIMESTAMP(9))"
         "\nTRY_CAST('1e3' AS TIMESTAMP_LTZ(3))"
         "\nTRY_CAST('-7.25' AS TINYINT)"
         "\nTRY_CAST('-7.25' AS SMALLINT)"
         "\nTRY_CAST('-7.25' AS INT)"
         "\nTRY_CAST('-7.25' AS BIGINT)"
         "\nTRY_CAST('-7.25' AS FLOAT)"
         "\nTRY_CAST('-7.25' AS DOUBLE)"
         "\nTRY_CAST('-7.25' AS DECIMAL(5, 2))"
         "\nTRY_CAST('-7.25' AS DECIMAL(38, 10))"
         "\nTRY_CAST('-7.25' AS DECIMAL(3, 0))"
         "\nTRY_CAST('-7.25' AS BOOLEAN)"
         "\nTRY_CAST('-7.25' AS CHAR(3))"
         "\nTRY_CAST('-7.25' AS VARCHAR(5))"
         "\nTRY_CAST('-7.25' AS STRING)"
         "\nTRY_CAST('-7.25' AS BINARY(4))"
         "\nTRY_CAST('-7.25' AS VARBINARY(10))"
         "\nTRY_CAST('-7.25' AS BYTES)"
         "\nTRY_CAST('-7.25' AS DATE)"
         "\nTRY_CAST('-7.25' AS TIME(0))"
         "\nTRY_CAST('-7.25' AS TIME(3))"
         "\nTRY_CAST('-7.25' AS TIMESTAMP(0))"
         "\nTRY_CAST('-7.25' AS TIMESTAMP(3))"
         "\nTRY_CAST('-7.25' AS TIMESTAMP(9))"
         "\nTRY_CAST('-7.25' AS TIMESTAMP_LTZ(3))"
         "\nTRY_CAST('true' AS TINYINT)"
         "\nTRY_CAST('true' AS SMALLINT)"
         "\nTRY_CAST('true' AS INT)"
         "\nTRY_CAST('true' AS BIGINT)"
         "\nTRY_CAST('true' AS FLOAT)"
         "\nTRY_CAST('true' AS DOUBLE)"
         "\nTRY_CAST('true' AS DECIMAL(5, 2))"
         "\nTRY_CAST('true' AS DECIMAL(38, 10))"
         "\nTRY_CAST('true' AS DECIMAL(3, 0))"
         "\nTRY_CAST('true' AS BOOLEAN)"
         "\nTRY_CAST('true' AS CHAR(3))"
         "\nTRY_CAST('true' AS VARCHAR(5))"
         "\nTRY_CAST('true' AS STRING)"
         "\nTRY_CAST('true' AS BINARY(4))"
         "\nTRY_CAST('true' AS VARBINARY(10))"
         "\nTRY_CAST('true' AS BYTES)"
         "\nTRY_CAST('true' AS DATE)"
         "\nTRY_CAST('true' AS TIME(0))"
         "\nTRY_CAST('true' AS TIME(3))"
         "\nTRY_CAST('true' AS TIMESTAMP(0))"
         "\nTRY_CAST('true' AS TIMESTAMP(3))"
         "\nTRY_CAST('true' AS TIMESTAMP(9))"
         "\nTRY_CAST('true' AS TIMESTAMP_LTZ(3))"
         "\nTRY_CAST(' FALSE ' AS TINYINT)"
         "\nTRY_CAST(' FALSE ' AS SMALLINT)"
         "\nTRY_CAST(' FALSE ' AS INT)"
         "\nTRY_CAST(' FALSE ' AS BIGINT)"
         "\nTRY_CAST(' FALSE ' AS FLOAT)"
         "\nTRY_CAST(' FALSE ' AS DOUBLE)"
         "\nTRY_CAST(' FALSE ' AS DECIMAL(5, 2))"
         "\nTRY_CAST(' FALSE ' AS DECIMAL(38, 10))"
         "\nTRY_CAST(' FALSE ' AS DECIMAL(3, 0))"
         "\nTRY_CAST(' FALSE ' AS BOOLEAN)"
         "\nTRY_CAST(' FALSE ' AS CHAR(3))"
         "\nTRY_CAST(' FALSE ' AS VARCHAR(5))"
         "\nTRY_CAST(' FALSE ' AS STRING)"
         "\nTRY_CAST(' FALSE ' AS BINARY(4))"
         "\nTRY_CAST(' FALSE ' AS VARBINARY(10))"
         "\nTRY_CAST(' FALSE ' AS BYTES)"
         "\nTRY_CAST(' FALSE ' AS DATE)"
         "\nTRY_CAST(' FALSE ' AS TIME(0))"
         "\nTRY_CAST(' FALSE ' AS TIME(3))"
         "\nTRY_CAST(' FALSE ' AS TIMESTAMP(0))"
         "\nTRY_CAST(' FALSE ' AS TIMESTAMP(3))"
         "\nTRY_CAST(' FALSE ' AS TIMESTAMP(9))"
         "\nTRY_CAST(' FALSE ' AS TIMESTAMP_LTZ(3))"
         "\nTRY_CAST('2024-02-29' AS TINYINT)"
         "\nTRY_CAST('2024-02-29' AS SMALLINT)"
         "\nTRY_CAST('2024-02-29' AS INT)"
         "\nTRY_CAST('2024-02-29' AS BIGINT)"
         "\nTRY_CAST('2024-02-29' AS FLOAT)"
         "\nTRY_CAST('2024-02-29' AS DOUBLE)"
         "\nTRY_CAST('2024-02-29' AS DECIMAL(5, 2))"
         "\nTRY_CAST('2024-02-29' AS DECIMAL(38, 10))"
         "\nTRY_CAST('2024-02-29' AS DECIMAL(3, 0))"
         "\nTRY_CAST('2024-02-29' AS BOOLEAN)"
         "\nTRY_CAST('2024-02-29' AS CHAR(3))"
         "\nTRY_CAST('2024-02-29' AS VARCHAR(5))"
         "\nTRY_CAST('2024-02-29' AS STRING)"
         "\nTRY_CAST('2024-02-29' AS BINARY(4))"
         "\nTRY_CAST('2024-02-29' AS VARBINARY(10))"
         "\nTRY_CAST('2024-02-29' AS BYTES)"
         "\nTRY_CAST('2024-02-29' AS DATE)"
         "\nTRY_CAST('2024-02-29' AS TIME(0))"
         "\nTRY_CAST('2024-02-29' AS TIME(3))"
         "\nTRY_CAST('2024-02-29' AS TIMESTAMP(0))"
         "\nTRY_CAST('2024-02-29' AS TIMESTAMP(3))"
         "\nTRY_CAST('2024-02-29' AS TIMESTAMP(9))"
         "\nTRY_CAST('2024-02-29' AS TIMESTAMP_LTZ(3))"
         "\nTRY_CAST('2024-02-29 13:45:30.123456' AS TINYINT)"
         "\nTRY_CAST('2024-02-29 13:45:30.123456' AS SMALLINT)"
         "\nTRY_CAST('2024-02-29 13:45:30.123456' AS INT)"
         "\nTRY_CAST('2024-02-29 13:45:30.123456' AS BIGINT)"
         "\nTRY_CAST('2024-02-29 13:45:30.123456' AS FLOAT)"
         "\nTRY_CAST('2024-02-29 13:45:30.123456' AS DOUBLE)"
         "\nTRY_CAST('2024-02-29 13:45:30.123456' AS DECIMAL(5, 2))"
         "\nTRY_CAST('2024-02-29 13:45:30.123456' AS DECIMAL(38, 10))"
         "\nTRY_CAST('2024-02-29 13:45:30.123456' AS DECIMAL(3, 0))"
         "\nTRY_CAST('2024-02-29 13:45:30.123456' AS BOOLEAN)"
         "\nTRY_CAST('2024-02-29 13:45:30.123456' AS CHAR(3))"
         "\nTRY_CAST('2024-02-29 13:45:30.123456' AS VARCHAR(5))"
         "\nTRY_CAST('2024-02-29 13:45:30.123456' AS STRING)"
         "\nTRY_CAST('2024-02-29 13:45:30.123456' AS BINARY(4))"
         "\nTRY_CAST('2024-02-29 13:45:30.123456' AS VARBINARY(10))"
         "\nTRY_CAST('2024-02-29 13:45:30.123456' AS BYTES)"
         "\nTRY_CAST('2024-02-29 13:45:30.123456' AS DATE)"
         "\nTRY_CAST('2024-02-29 13:45:30.123456' AS TIME(0))"
         "\nTRY_CAST('2024-02-29 13:45:30.123456' AS TIME(3))"
         "\nTRY_CAST('2024-02-29 13:45:30.123456' AS TIMESTAMP(0))"
         "\nTRY_CAST('2024-02-29 13:45:30.123456' AS TIMESTAMP(3))"
         "\nTRY_CAST('2024-02-29 13:45:30.123456' AS TIMESTAMP(9))"
         "\nTRY_CAST('2024-02-29 13:45:30.123456' AS TIMESTAMP_LTZ(3))"
         "\nTRY_CAST('13:45:30.5' AS TINYINT)"
         "\nTRY_CAST('13:45:30.5' AS SMALLINT)"
         "\nTRY_CAST('13:45:30.5' AS INT)"
         "\nTRY_CAST('13:45:30.5' AS BIGINT)"
         "\nTRY_CAST('13:45:30.5' AS FLOAT)"
         "\nTRY_CAST('13:45:30.5' AS DOUBLE)"
         "\nTRY_CAST('13:45:30.5' AS DECIMAL(5, 2))"
         "\nTRY_CAST('13:45:30.5' AS DECIMAL(38, 10))"
         "\nTRY_CAST('13:45:30.5' AS DECIMAL(3, 0))"
         "\nTRY_CAST('13:45:30.5' AS BOOLEAN)"
         "\nTRY_CAST('13:45:30.5' AS CHAR(3))"
         "\nTRY_CAST('13:45:30.5' AS VARCHAR(5))"
         "\nTRY_CAST('13:45:30.5' AS STRING)"
         "\nTRY_CAST('13:45:30.5' AS BINARY(4))"
         "\nTRY_CAST('13:45:30.5' AS VARBINARY(10))"
         "\nTRY_CAST('13:45:30.5' AS BYTES)"
         "\nTRY_CAST('13:45:30.5' AS DATE)"
         "\nTRY_CAST('13:45:30.5' AS TIME(0))"
         "\nTRY_CAST('13:45:30.5' AS TIME(3))"
         "\nTRY_CAST('13:45:30.5' AS TIMESTAMP(0))"
         "\nTRY_CAST('13:45:30.5' AS TIMESTAMP(3))"
         "\nTRY_CAST('13:45:30.5' AS TIMESTAMP(9))"
         "\nTRY_CAST('13:45:30.5' AS TIMESTAMP_LTZ(3))"
         "\nTRY_CAST('abc' AS TINYINT)"
         "\nTRY_CAST('abc' AS SMALLINT)"
         "\nTRY_CAST('abc' AS BIGINT)"
         "\nTRY_CAST('abc' AS FLOAT)"
         "\nTRY_CAST('abc' AS DOUBLE)"
         "\nTRY_CAST('abc' AS DECIMAL(5, 2))"
         "\nTRY_CAST('abc' AS DECIMAL(38, 10))"
         "\nTRY_CAST('abc' AS DECIMAL(3, 0))"
         "\nTRY_CAST('abc' AS BOOLEAN)"
         "\nTRY_CAST('abc' AS CHAR(3))"
         "\nTRY_CAST('abc' AS VARCHAR(5))"
         "\nTRY_CAST('abc' AS STRING)"
         "\nTRY_CAST('abc' AS BINARY(4))"
         "\nTRY_CAST('abc' AS VARBINARY(10))"
         "\nTRY_CAST('abc' AS BYTES)"
         "\nTRY_CAST('abc' AS DATE)"
         "\nTRY_CAST('abc' AS TIME(0))"
         "\nTRY_CAST('abc' AS TIME(3))"
         "\nTRY_CAST('abc' AS TIMESTAMP(0))"
         "\nTRY_CAST('abc' AS TIMESTAMP(3))"
         "\nTRY_CAST('abc' AS TIMESTAMP(9))"
         "\nTRY_CAST('abc' AS TIMESTAMP_LTZ(3))"
         "\nTRY_CAST(TIME '13:45:30.123' AS CHAR(3))"
         "\nTRY_CAST(TIME '13:45:30.123' AS VARCHAR(5))"
         "\nTRY_CAST(TIME '13:45:30.123' AS STRING)"
         "\nTRY_CAST(TIME '13:45:30.123' AS TIME(0))"
         "\nTRY_CAST(TIME '13:45:30.123' AS TIME(3))"
         "\nTRY_CAST(TIME '13:45:30.123' AS TIMESTAMP(0))"
         "\nTRY_CAST(TIME '13:45:30.123' AS TIMESTAMP(3))"
         "\nTRY_CAST(TIME '13:45:30.123' AS TIMESTAMP(9))"
         "\nTRY_CAST(TIME '13:45:30.123' AS TIMESTAMP_LTZ(3))"
         "\nTRY_CAST(TIMESTAMP '2024-02-29 23:59:59.999' AS CHAR(3))"
         "\nTRY_CAST(TIMESTAMP '2024-02-29 23:59:59.999' AS VARCHAR(5))"
         "\nTRY_CAST(TIMESTAMP '2024-02-29 23:59:59.999' AS STRING)"
         "\nTRY_CAST(TIMESTAMP '2024-02-29 23:59:59.999' AS DATE)"
         "\nTRY_CAST(TIMESTAMP '2024-02-29 23:59:59.999' AS TIME(0))"
         "\nTRY_CAST(TIMESTAMP '2024-02-29 23:59:59.999' AS TIME(3))"
         "\nTRY_CAST(TIMESTAMP '2024-02-29 23:59:59.999' AS TIMESTAMP(0))"
         "\nTRY_CAST(TIMESTAMP '2024-02-29 23:59:59.999' AS TIMESTAMP(3))"
         "\nTRY_CAST(TIMESTAMP '2024-02-29 23:59:59.999' AS TIMESTAMP(9))"
         "\nTRY_CAST(TIMESTAMP '2024-02-29 23:59:59.999' AS TIMESTAMP_LTZ(3))"
         "\nTRY_CAST(DATE '1900-01-01' AS CHAR(3))"
         "\nTRY_CAST(DATE '1900-01-01' AS VARCHAR(5))"
         "\nTRY_CAST(DATE '1900-01-01' AS STRING)"
         "\nTRY_CAST(DATE '1900-01-01' AS DATE)"
         "\nTRY_CAST(DATE '1900-01-01' AS TIMESTAMP(0))"
         "\nTRY_CAST(DATE '1900-01-01' AS TIMESTAMP(3))"
         "\nTRY_CAST(DATE '1900-01-01' AS TIMESTAMP(9))"
         "\nTRY_CAST(DATE '1900-01-01' AS TIMESTAMP_LTZ(3))"
         "\nTRY_CAST(CAST(n AS DECIMAL(38, 10)) AS TINYINT)"
         "\nTRY_CAST(CAST(n AS DECIMAL(38, 10)) AS SMALLINT)"
         "\nTRY_CAST(CAST(n AS DECIMAL(38, 10)) AS INT)"
         "\nTRY_CAST(CAST(n AS DECIMAL(38, 10)) AS BIGINT)"
         "\nTRY_CAST(CAST(n AS DECIMAL(38, 10)) AS FLOAT)"
         "\nTRY_CAST(CAST(n AS DECIMAL(38, 10)) AS DOUBLE)"
         "\nTRY_CAST(CAST(n AS DECIMAL(38, 10)) AS DECIMAL(5, 2))"
         "\nTRY_CAST(CAST(n AS DECIMAL(38, 10)) AS DECIMAL(38, 10))"
         "\nTRY_CAST(CAST(n AS DECIMAL(38, 10)) AS DECIMAL(3, 0))"
         "\nTRY_CAST(CAST(n AS DECIMAL(38, 10)) AS BOOLEAN)"
         "\nTRY_CAST(CAST(n AS DECIMAL(38, 10)) AS CHAR(3))"
         "\nTRY_CAST(CAST(n AS DECIMAL(38, 10)) AS VARCHAR(5))"
         "\nTRY_CAST(CAST(n AS DECIMAL(38, 10)) AS STRING)"
         "\nTRY_CAST(TO_TIMESTAMP_LTZ(1709214330123, 3) AS CHAR(3))"
         "\nTRY_CAST(TO_TIMESTAMP_LTZ(1709214330123, 3) AS VARCHAR(5))"
         "\nTRY_CAST(TO_TIMESTAMP_LTZ(1709214330123, 3) AS STRING)"
         "\nTRY_CAST(TO_TIMESTAMP_LTZ(1709214330123, 3) AS DATE)"
         "\nTRY_CAST(TO_TIMESTAMP_LTZ(1709214330123, 3) AS TIME(0))"
         "\nTRY_CAST(TO_TIMESTAMP_LTZ(1709214330123, 3) AS TIME(3))"
         "\nTRY_CAST(TO_TIMESTAMP_LTZ(1709214330123, 3) AS TIMESTAMP(0))"
         "\nTRY_CAST(TO_TIMESTAMP_LTZ(1709214330123, 3) AS TIMESTAMP(3))"
         "\nTRY_CAST(TO_TIMESTAMP_LTZ(1709214330123, 3) AS TIMESTAMP(9))"
         "\nTRY_CAST(TO_TIMESTAMP_LTZ(1709214330123, 3) AS TIMESTAMP_LTZ(3))"
         "\nTRY_CAST(CAST('Flink' AS BYTES) AS CHAR(3))"
         "\nTRY_CAST(CAST('Flink' AS BYTES) AS VARCHAR(5))"
         "\nTRY_CAST(CAST('Flink' AS BYTES) AS STRING)"
         "\nTRY_CAST(CAST('Flink' AS BYTES) AS BINARY(4))"
         "\nTRY_CAST(CAST('Flink' AS BYTES) AS VARBINARY(10))"
         "\nTRY_CAST(CAST('Flink' AS BYTES) AS BYTES)"),
    runs("TYPEOF", C::Conversion, "TYPEOF(value [, forceSerializable])", "STRING",
         "The logical type of the value, as text.",
         "TYPEOF(i)\nTYPEOF(s)\nTYPEOF(n)\nTYPEOF(ts)\nTYPEOF(1)\nTYPEOF('abc')\nTYPEOF(ARRAY[i])\nTYPEOF(CAST(NULL AS DOUBLE))\nTYPEOF(d, TRUE)\nTYPEOF(MAP['a', 1])\nTYPEOF(ROW(i, s))\nTYPEOF(NULL)"),
    // --- Hash and encoding --------------------------------------------------------------------
    runs("MD5", C::Hash, "MD5(str)", "CHAR(32)", "The MD5 digest of the string's UTF-8 bytes, in hex.",
         "MD5(s)\nMD5('')\nMD5('Flink')\nMD5('ünïcode')\nMD5(CAST(NULL AS STRING))\nMD5(CAST(i AS STRING))"),
    runs("SHA1", C::Hash, "SHA1(str)", "CHAR(40)", "The SHA-1 digest of the string, in hex.",
         "SHA1(s)\nSHA1('')\nSHA1('Flink')\nSHA1(CAST(NULL AS STRING))\nSHA1('ünïcode')"),
    runs("SHA224", C::Hash, "SHA224(str)", "CHAR(56)", "The SHA-224 digest of the string, in hex.",
         "SHA224(s)\nSHA224('Flink')\nSHA224('')\nSHA224(CAST(NULL AS STRING))"),
    runs("SHA256", C::Hash, "SHA256(str)", "CHAR(64)", "The SHA-256 digest of the string, in hex.",
         "SHA256(s)\nSHA256('')\nSHA256('Flink')\nSHA256(CAST(NULL AS STRING))\nSHA256('ünïcode')"),
    runs("SHA384", C::Hash, "SHA384(str)", "CHAR(96)", "The SHA-384 digest of the string, in hex.",
         "SHA384(s)\nSHA384('Flink')\nSHA384('')"),
    runs("SHA512", C::Hash, "SHA512(str)", "CHAR(128)", "The SHA-512 digest of the string, in hex.",
         "SHA512(s)\nSHA512('Flink')\nSHA512('')\nSHA512(CAST(NULL AS STRING))"),
    runs("SHA2", C::Hash, "SHA2(str, bits)", "VARCHAR(128)",
         "The SHA-2 digest of the given length (224, 256, 384 or 512) of the string, in hex.",
         "SHA2(s, 256)\nSHA2('Flink', 224)\nSHA2('Flink', 384)\nSHA2('Flink', 512)\nSHA2(s, i)\nSHA2(CAST(NULL AS STRING), 256)\nSHA2('', 512)\nSHA2('x', CAST(NULL AS INT))"),
    runs("TO_BASE64", C::Hash, "TO_BASE64(str)", "STRING", "The string's UTF-8 bytes in Base64.",
         "TO_BASE64(s)\nTO_BASE64('')\nTO_BASE64('a')\nTO_BASE64('ab')\nTO_BASE64('hello world')\nTO_BASE64(CAST(NULL AS STRING))\nTO_BASE64('ünï')\nTO_BASE64('abc')"),
    runs("FROM_BASE64", C::Hash, "FROM_BASE64(str)", "STRING",
         "Decodes Base64 text; the job fails on text that is not Base64.",
         "FROM_BASE64('aGVsbG8gd29ybGQ=')\nFROM_BASE64('')\nFROM_BASE64('YQ==')\nFROM_BASE64(TO_BASE64(s))\nFROM_BASE64('YWI')\nFROM_BASE64(CAST(NULL AS STRING))\nFROM_BASE64('YWJj')\nFROM_BASE64('w7xuw68=')\nFROM_BASE64('not base64!')"),
    runs("ENCODE", C::Hash, "ENCODE(str, charset)", "BINARY(1)",
         "The string's bytes in the charset (US-ASCII, ISO-8859-1, UTF-8, UTF-16BE, UTF-16LE, UTF-16).",
         "DECODE(ENCODE(s, 'UTF-16LE'), 'UTF-16LE')\nHEX(DECODE(ENCODE('Aé', 'ISO-8859-1'), 'ISO-8859-1'))\nDECODE(ENCODE('abc', 'UTF-16'), 'UTF-16')"),
    runs("DECODE", C::Hash, "DECODE(bytes, charset)", "STRING",
         "The text the bytes encode in the charset.",
         "DECODE(ENCODE(s, 'UTF-8'), 'UTF-8')\nDECODE(ENCODE('abc', 'US-ASCII'), 'US-ASCII')\nDECODE(ENCODE('AB', 'UTF-16BE'), 'UTF-16BE')\nDECODE(ENCODE('é', 'UTF-8'), 'ISO-8859-1')"),
    // --- Auxiliary ----------------------------------------------------------------------------
    runs("CURRENT_DATABASE", C::Auxiliary, "CURRENT_DATABASE()", "STRING NOT NULL",
         "The name of the session's current database (default_database).",
         "CURRENT_DATABASE()\nUPPER(CURRENT_DATABASE())\nCHAR_LENGTH(CURRENT_DATABASE())"),
    flinkOnly("STREAMRECORD_TIMESTAMP", C::Auxiliary, "STREAMRECORD_TIMESTAMP()", "BIGINT",
              "The timestamp of the DataStream record underneath the row.",
              "the engine's rows have no DataStream records"),
};

} // namespace

std::span<const FunctionInfo> scalarFunctionEntries() { return kEntries; }

} // namespace sluice::detail
