// Catalogue entries: string and temporal functions.

#include "sql/function_catalog_entries.h"

namespace sluice::detail {
namespace {

using C = FunctionCategory;

constexpr FunctionInfo kEntries[] = {
    // --- String -------------------------------------------------------------------------------
    runs("UPPER", C::String, "UPPER(str)", "the type of str", "The string in upper case.",
         "UPPER(s)\nUPPER('straße')\nUPPER('')\nUPPER('ünï')\nUPPER(CAST(NULL AS STRING))\nUPPER('mixed Case 123')\nUPPER('ǆ')"
         "\nUPPER('  pad me  ')"
         "\nUPPER('Grüße, 世界')"
         "\nUPPER('ÀÉÎ ǅ ß')"
         "\nUPPER('a,b,,c')"
         "\nUPPER(('tab' || CHR(9) || 'end'))"
         "\nUPPER('x')"),
    runs("LOWER", C::String, "LOWER(str)", "the type of str", "The string in lower case.",
         "LOWER(s)\nLOWER('ÀBC')\nLOWER('')\nLOWER(CAST(NULL AS STRING))\nLOWER('İ')\nLOWER('MIXED Case')"
         "\nLOWER('  pad me  ')"
         "\nLOWER('Grüße, 世界')"
         "\nLOWER('ÀÉÎ ǅ ß')"
         "\nLOWER('a,b,,c')"
         "\nLOWER(('tab' || CHR(9) || 'end'))"
         "\nLOWER('x')"),
    runs("INITCAP", C::String, "INITCAP(str)", "STRING",
         "The string with the first letter of each word in upper case and the rest in lower case.",
         "INITCAP(s)\nINITCAP('hello wORLD')\nINITCAP('a1b c-d')\nINITCAP('')\nINITCAP(CAST(NULL AS STRING))\nINITCAP('ünï wörld')\nINITCAP('  two  spaces ')\nINITCAP('o''neil mcdonald')"
         "\nINITCAP('  pad me  ')"
         "\nINITCAP('Grüße, 世界')"
         "\nINITCAP('ÀÉÎ ǅ ß')"
         "\nINITCAP('a,b,,c')"
         "\nINITCAP(('tab' || CHR(9) || 'end'))"
         "\nINITCAP('x')"),
    runs("CHAR_LENGTH", C::String, "CHAR_LENGTH(str) | CHARACTER_LENGTH(str)", "INT",
         "The number of characters of the string.",
         "CHAR_LENGTH(s)\nCHAR_LENGTH('')\nCHAR_LENGTH('ünï')\nCHARACTER_LENGTH('abc')\nCHAR_LENGTH(CAST(NULL AS STRING))\nCHAR_LENGTH('😀x')\nCHAR_LENGTH('  ')"
         "\nCHAR_LENGTH('  pad me  ')"
         "\nCHAR_LENGTH('Grüße, 世界')"
         "\nCHAR_LENGTH('ÀÉÎ ǅ ß')"
         "\nCHAR_LENGTH('a,b,,c')"
         "\nCHAR_LENGTH(('tab' || CHR(9) || 'end'))"
         "\nCHAR_LENGTH('x')"),
    runs("CHARACTER_LENGTH", C::String, "CHARACTER_LENGTH(str)", "INT",
         "The number of characters of the string (CHAR_LENGTH).", "CHARACTER_LENGTH(s)"
         "\nCHARACTER_LENGTH('')"
         "\nCHARACTER_LENGTH('  pad me  ')"
         "\nCHARACTER_LENGTH('Grüße, 世界')"
         "\nCHARACTER_LENGTH('ÀÉÎ ǅ ß')"
         "\nCHARACTER_LENGTH('a,b,,c')"
         "\nCHARACTER_LENGTH(('tab' || CHR(9) || 'end'))"
         "\nCHARACTER_LENGTH(CAST(NULL AS STRING))"
         "\nCHARACTER_LENGTH('x')"),
    runs("CONCAT", C::String, "CONCAT(str1, str2, ...)", "STRING",
         "The strings joined; NULL when any is NULL.",
         "CONCAT(s, '!')\nCONCAT('a', 'b', 'c')\nCONCAT(s, CAST(NULL AS STRING))\nCONCAT('', '')\nCONCAT(s, s)\nCONCAT(CAST(i AS STRING), '-', s)\nCONCAT('ü', 'ï')"
         "\nCONCAT(s, '|', s)"
         "\nCONCAT('', '|', '')"
         "\nCONCAT('  pad me  ', '|', '  pad me  ')"
         "\nCONCAT('Grüße, 世界', '|', 'Grüße, 世界')"
         "\nCONCAT('ÀÉÎ ǅ ß', '|', 'ÀÉÎ ǅ ß')"
         "\nCONCAT('a,b,,c', '|', 'a,b,,c')"
         "\nCONCAT(('tab' || CHR(9) || 'end'), '|', ('tab' || CHR(9) || 'end'))"
         "\nCONCAT(CAST(NULL AS STRING), '|', CAST(NULL AS STRING))"
         "\nCONCAT('x', '|', 'x')"),
    runs("CONCAT_WS", C::String, "CONCAT_WS(separator, str1, str2, ...)", "STRING",
         "The non-NULL strings joined with the separator between them.",
         "CONCAT_WS('-', s, 'x')\nCONCAT_WS(',', 'a', CAST(NULL AS STRING), 'c')\nCONCAT_WS(CAST(NULL AS STRING), 'a')\nCONCAT_WS('', 'a', 'b')\nCONCAT_WS('-', CAST(NULL AS STRING))\nCONCAT_WS('|', s, s)"
         "\nCONCAT_WS('-', s, CAST(NULL AS STRING), 'z')"
         "\nCONCAT_WS('-', '', CAST(NULL AS STRING), 'z')"
         "\nCONCAT_WS('-', '  pad me  ', CAST(NULL AS STRING), 'z')"
         "\nCONCAT_WS('-', 'Grüße, 世界', CAST(NULL AS STRING), 'z')"
         "\nCONCAT_WS('-', 'ÀÉÎ ǅ ß', CAST(NULL AS STRING), 'z')"
         "\nCONCAT_WS('-', 'a,b,,c', CAST(NULL AS STRING), 'z')"
         "\nCONCAT_WS('-', ('tab' || CHR(9) || 'end'), CAST(NULL AS STRING), 'z')"
         "\nCONCAT_WS('-', CAST(NULL AS STRING), CAST(NULL AS STRING), 'z')"
         "\nCONCAT_WS('-', 'x', CAST(NULL AS STRING), 'z')"),
    runs("SUBSTRING", C::String, "SUBSTRING(str FROM start [FOR length]) | SUBSTRING(str, start [, length])",
         "STRING", "The part of the string from the 1-based start, optionally of the given length.",
         "SUBSTRING(s, 2)\nSUBSTRING(s FROM 2 FOR 3)\nSUBSTRING('hello', -3)\nSUBSTRING('hello', 0, 2)\nSUBSTRING('hello', 10)\nSUBSTRING('hello', 2, -1)\nSUBSTRING(CAST(NULL AS STRING), 1)\nSUBSTRING('ünïcode', 2, 3)\nSUBSTRING(s, i)\nSUBSTRING(s, 1, i)\nSUBSTRING('hello', -10, 3)\nSUBSTRING('hello' FROM -2)"
         "\nSUBSTRING(s FROM 1 FOR 2)"
         "\nSUBSTRING(s FROM 0 FOR 3)"
         "\nSUBSTRING(s FROM -3 FOR 2)"
         "\nSUBSTRING(s FROM 5 FOR 100)"
         "\nSUBSTRING(s FROM 2147483647 FOR 1)"
         "\nSUBSTRING('' FROM 1 FOR 2)"
         "\nSUBSTRING('' FROM 0 FOR 3)"
         "\nSUBSTRING('' FROM -3 FOR 2)"
         "\nSUBSTRING('' FROM 5 FOR 100)"
         "\nSUBSTRING('' FROM 2147483647 FOR 1)"
         "\nSUBSTRING('  pad me  ' FROM 1 FOR 2)"
         "\nSUBSTRING('  pad me  ' FROM 0 FOR 3)"
         "\nSUBSTRING('  pad me  ' FROM -3 FOR 2)"
         "\nSUBSTRING('  pad me  ' FROM 5 FOR 100)"
         "\nSUBSTRING('  pad me  ' FROM 2147483647 FOR 1)"
         "\nSUBSTRING('Grüße, 世界' FROM 1 FOR 2)"
         "\nSUBSTRING('Grüße, 世界' FROM 0 FOR 3)"
         "\nSUBSTRING('Grüße, 世界' FROM -3 FOR 2)"
         "\nSUBSTRING('Grüße, 世界' FROM 5 FOR 100)"
         "\nSUBSTRING('Grüße, 世界' FROM 2147483647 FOR 1)"
         "\nSUBSTRING('ÀÉÎ ǅ ß' FROM 1 FOR 2)"
         "\nSUBSTRING('ÀÉÎ ǅ ß' FROM 0 FOR 3)"
         "\nSUBSTRING('ÀÉÎ ǅ ß' FROM -3 FOR 2)"
         "\nSUBSTRING('ÀÉÎ ǅ ß' FROM 5 FOR 100)"
         "\nSUBSTRING('ÀÉÎ ǅ ß' FROM 2147483647 FOR 1)"
         "\nSUBSTRING('a,b,,c' FROM 1 FOR 2)"
         "\nSUBSTRING('a,b,,c' FROM 0 FOR 3)"
         "\nSUBSTRING('a,b,,c' FROM -3 FOR 2)"
         "\nSUBSTRING('a,b,,c' FROM 5 FOR 100)"
         "\nSUBSTRING('a,b,,c' FROM 2147483647 FOR 1)"
         "\nSUBSTRING(('tab' || CHR(9) || 'end') FROM 1 FOR 2)"
         "\nSUBSTRING(('tab' || CHR(9) || 'end') FROM 0 FOR 3)"
         "\nSUBSTRING(('tab' || CHR(9) || 'end') FROM -3 FOR 2)"
         "\nSUBSTRING(('tab' || CHR(9) || 'end') FROM 5 FOR 100)"
         "\nSUBSTRING(('tab' || CHR(9) || 'end') FROM 2147483647 FOR 1)"
         "\nSUBSTRING(CAST(NULL AS STRING) FROM 1 FOR 2)"
         "\nSUBSTRING(CAST(NULL AS STRING) FROM 0 FOR 3)"
         "\nSUBSTRING(CAST(NULL AS STRING) FROM -3 FOR 2)"
         "\nSUBSTRING(CAST(NULL AS STRING) FROM 5 FOR 100)"
         "\nSUBSTRING(CAST(NULL AS STRING) FROM 2147483647 FOR 1)"
         "\nSUBSTRING('x' FROM 1 FOR 2)"
         "\nSUBSTRING('x' FROM 0 FOR 3)"
         "\nSUBSTRING('x' FROM -3 FOR 2)"
         "\nSUBSTRING('x' FROM 5 FOR 100)"
         "\nSUBSTRING('x' FROM 2147483647 FOR 1)"),
    runs("SUBSTR", C::String, "SUBSTR(str, start [, length])", "STRING",
         "The part of the string from the 1-based start (SUBSTRING).",
         "SUBSTR(s, 3)\nSUBSTR('hello', 2, 2)"
         "\nSUBSTR(s, 2)"
         "\nSUBSTR(s, -2, 5)"
         "\nSUBSTR('', 2)"
         "\nSUBSTR('', -2, 5)"
         "\nSUBSTR('  pad me  ', 2)"
         "\nSUBSTR('  pad me  ', -2, 5)"
         "\nSUBSTR('Grüße, 世界', 2)"
         "\nSUBSTR('Grüße, 世界', -2, 5)"
         "\nSUBSTR('ÀÉÎ ǅ ß', 2)"
         "\nSUBSTR('ÀÉÎ ǅ ß', -2, 5)"
         "\nSUBSTR('a,b,,c', 2)"
         "\nSUBSTR('a,b,,c', -2, 5)"
         "\nSUBSTR(('tab' || CHR(9) || 'end'), 2)"
         "\nSUBSTR(('tab' || CHR(9) || 'end'), -2, 5)"
         "\nSUBSTR(CAST(NULL AS STRING), 2)"
         "\nSUBSTR(CAST(NULL AS STRING), -2, 5)"
         "\nSUBSTR('x', 2)"
         "\nSUBSTR('x', -2, 5)"),
    runs("TRIM", C::String, "TRIM([BOTH | LEADING | TRAILING] [chars] FROM str)", "STRING",
         "Removes the given characters (spaces by default) from one or both ends.",
         "TRIM('  ab  ')\nTRIM(LEADING FROM '  ab  ')\nTRIM(TRAILING 'x' FROM 'xxabxx')\nTRIM(BOTH 'xy' FROM 'xyaxyby')\nTRIM(s)\nTRIM('' FROM 'ab')\nTRIM(CAST(NULL AS STRING))\nTRIM(BOTH FROM '  x  ')\nTRIM(LEADING 'ab' FROM 'abbaxab')\nTRIM('ü' FROM 'üxü')\nTRIM(s FROM 'Hello WorldHello')"
         "\nTRIM(BOTH 'a' FROM s)"
         "\nTRIM('')"
         "\nTRIM(BOTH 'a' FROM '')"
         "\nTRIM('  pad me  ')"
         "\nTRIM(BOTH 'a' FROM '  pad me  ')"
         "\nTRIM('Grüße, 世界')"
         "\nTRIM(BOTH 'a' FROM 'Grüße, 世界')"
         "\nTRIM('ÀÉÎ ǅ ß')"
         "\nTRIM(BOTH 'a' FROM 'ÀÉÎ ǅ ß')"
         "\nTRIM('a,b,,c')"
         "\nTRIM(BOTH 'a' FROM 'a,b,,c')"
         "\nTRIM(('tab' || CHR(9) || 'end'))"
         "\nTRIM(BOTH 'a' FROM ('tab' || CHR(9) || 'end'))"
         "\nTRIM(BOTH 'a' FROM CAST(NULL AS STRING))"
         "\nTRIM('x')"
         "\nTRIM(BOTH 'a' FROM 'x')"),
    runs("LTRIM", C::String, "LTRIM(str)", "STRING", "Removes the spaces at the start of the string.",
         "LTRIM('  ab  ')\nLTRIM(s)\nLTRIM('')\nLTRIM(CAST(NULL AS STRING))\nLTRIM('	xy')"
         "\nLTRIM('  pad me  ')"
         "\nLTRIM('Grüße, 世界')"
         "\nLTRIM('ÀÉÎ ǅ ß')"
         "\nLTRIM('a,b,,c')"
         "\nLTRIM(('tab' || CHR(9) || 'end'))"
         "\nLTRIM('x')"),
    runs("RTRIM", C::String, "RTRIM(str)", "STRING", "Removes the spaces at the end of the string.",
         "RTRIM('  ab  ')\nRTRIM(s)\nRTRIM(CAST(NULL AS STRING))\nRTRIM('xy  ')"
         "\nRTRIM('')"
         "\nRTRIM('  pad me  ')"
         "\nRTRIM('Grüße, 世界')"
         "\nRTRIM('ÀÉÎ ǅ ß')"
         "\nRTRIM('a,b,,c')"
         "\nRTRIM(('tab' || CHR(9) || 'end'))"
         "\nRTRIM('x')"),
    runs("LPAD", C::String, "LPAD(str, length, pad)", "STRING",
         "The string padded on the left with pad (or cut) to length characters.",
         "LPAD(s, 15, '*')\nLPAD('hi', 5, 'ab')\nLPAD('hello', 2, 'x')\nLPAD('hi', -1, 'x')\nLPAD('hi', 4, '')\nLPAD('hi', 0, 'x')\nLPAD(CAST(NULL AS STRING), 3, 'x')\nLPAD('ü', 3, 'ï')\nLPAD(s, i, '-')\nLPAD('abc', 5, CAST(NULL AS STRING))"
         "\nLPAD(s, 6, '*-')"
         "\nLPAD(s, 0, 'x')"
         "\nLPAD('', 6, '*-')"
         "\nLPAD('', 0, 'x')"
         "\nLPAD('  pad me  ', 6, '*-')"
         "\nLPAD('  pad me  ', 0, 'x')"
         "\nLPAD('Grüße, 世界', 6, '*-')"
         "\nLPAD('Grüße, 世界', 0, 'x')"
         "\nLPAD('ÀÉÎ ǅ ß', 6, '*-')"
         "\nLPAD('ÀÉÎ ǅ ß', 0, 'x')"
         "\nLPAD('a,b,,c', 6, '*-')"
         "\nLPAD('a,b,,c', 0, 'x')"
         "\nLPAD(('tab' || CHR(9) || 'end'), 6, '*-')"
         "\nLPAD(('tab' || CHR(9) || 'end'), 0, 'x')"
         "\nLPAD(CAST(NULL AS STRING), 6, '*-')"
         "\nLPAD(CAST(NULL AS STRING), 0, 'x')"
         "\nLPAD('x', 6, '*-')"
         "\nLPAD('x', 0, 'x')"
         "\nLPAD('🙂 emoji', 6, '*-')"),
    runs("RPAD", C::String, "RPAD(str, length, pad)", "STRING",
         "The string padded on the right with pad (or cut) to length characters.",
         "RPAD(s, 15, '*')\nRPAD('hi', 5, 'ab')\nRPAD('hello', 2, 'x')\nRPAD('hi', -1, 'x')\nRPAD(CAST(NULL AS STRING), 3, 'x')\nRPAD('ü', 3, 'ïo')\nRPAD(s, 0, 'x')"
         "\nRPAD(s, 3, 'é')"
         "\nRPAD('', 3, 'é')"
         "\nRPAD('  pad me  ', 3, 'é')"
         "\nRPAD('Grüße, 世界', 3, 'é')"
         "\nRPAD('ÀÉÎ ǅ ß', 3, 'é')"
         "\nRPAD('a,b,,c', 3, 'é')"
         "\nRPAD(('tab' || CHR(9) || 'end'), 3, 'é')"
         "\nRPAD(CAST(NULL AS STRING), 3, 'é')"
         "\nRPAD('x', 3, 'é')"),
    runs("REPEAT", C::String, "REPEAT(str, n)", "STRING", "The string repeated n times ('' for n <= 0).",
         "REPEAT(s, 2)\nREPEAT('ab', 3)\nREPEAT('ab', 0)\nREPEAT('ab', -1)\nREPEAT(s, i)\nREPEAT(CAST(NULL AS STRING), 2)\nREPEAT('ü', 3)\nREPEAT('', 5)"
         "\nREPEAT(s, 3)"
         "\nREPEAT(s, -1)"
         "\nREPEAT('', 3)"
         "\nREPEAT('', -1)"
         "\nREPEAT('  pad me  ', 3)"
         "\nREPEAT('  pad me  ', -1)"
         "\nREPEAT('Grüße, 世界', 3)"
         "\nREPEAT('Grüße, 世界', -1)"
         "\nREPEAT('ÀÉÎ ǅ ß', 3)"
         "\nREPEAT('ÀÉÎ ǅ ß', -1)"
         "\nREPEAT('a,b,,c', 3)"
         "\nREPEAT('a,b,,c', -1)"
         "\nREPEAT(('tab' || CHR(9) || 'end'), 3)"
         "\nREPEAT(('tab' || CHR(9) || 'end'), -1)"
         "\nREPEAT(CAST(NULL AS STRING), 3)"
         "\nREPEAT(CAST(NULL AS STRING), -1)"
         "\nREPEAT('x', 3)"
         "\nREPEAT('x', -1)"),
    runs("REVERSE", C::String, "REVERSE(str)", "STRING", "The string's characters in reverse order.",
         "REVERSE(s)\nREVERSE('ünï')\nREVERSE('')\nREVERSE(CAST(NULL AS STRING))\nREVERSE('ab cd')"
         "\nREVERSE('  pad me  ')"
         "\nREVERSE('Grüße, 世界')"
         "\nREVERSE('ÀÉÎ ǅ ß')"
         "\nREVERSE('a,b,,c')"
         "\nREVERSE(('tab' || CHR(9) || 'end'))"
         "\nREVERSE('x')"),
    runs("LEFT", C::String, "LEFT(str, n)", "STRING", "The first n characters of the string.",
         "LEFT(s, 3)\nLEFT('hello', 10)\nLEFT('hello', 0)\nLEFT('hello', -1)\nLEFT(CAST(NULL AS STRING), 2)\nLEFT('ünï', 2)\nLEFT(s, i)"
         "\nLEFT(s, -1)"
         "\nLEFT('', 3)"
         "\nLEFT('', -1)"
         "\nLEFT('  pad me  ', 3)"
         "\nLEFT('  pad me  ', -1)"
         "\nLEFT('Grüße, 世界', 3)"
         "\nLEFT('Grüße, 世界', -1)"
         "\nLEFT('ÀÉÎ ǅ ß', 3)"
         "\nLEFT('ÀÉÎ ǅ ß', -1)"
         "\nLEFT('a,b,,c', 3)"
         "\nLEFT('a,b,,c', -1)"
         "\nLEFT(('tab' || CHR(9) || 'end'), 3)"
         "\nLEFT(('tab' || CHR(9) || 'end'), -1)"
         "\nLEFT(CAST(NULL AS STRING), 3)"
         "\nLEFT(CAST(NULL AS STRING), -1)"
         "\nLEFT('x', 3)"
         "\nLEFT('x', -1)"
         "\nLEFT('🙂 emoji', 3)"),
    runs("RIGHT", C::String, "RIGHT(str, n)", "STRING", "The last n characters of the string.",
         "RIGHT(s, 3)\nRIGHT('hello', 10)\nRIGHT('hello', -2)\nRIGHT(CAST(NULL AS STRING), 2)\nRIGHT('ünï', 2)\nRIGHT(s, i)"
         "\nRIGHT(s, 2)"
         "\nRIGHT('', 2)"
         "\nRIGHT('  pad me  ', 2)"
         "\nRIGHT('Grüße, 世界', 2)"
         "\nRIGHT('ÀÉÎ ǅ ß', 2)"
         "\nRIGHT('a,b,,c', 2)"
         "\nRIGHT(('tab' || CHR(9) || 'end'), 2)"
         "\nRIGHT('x', 2)"),
    runs("POSITION", C::String, "POSITION(needle IN str)", "INT",
         "The 1-based position of the first occurrence of needle in str, 0 when absent.",
         "POSITION('o' IN s)\nPOSITION('lo' IN 'hello')\nPOSITION('' IN 'abc')\nPOSITION('z' IN 'abc')\nPOSITION(CAST(NULL AS STRING) IN 'abc')\nPOSITION('ï' IN 'ünï')\nPOSITION(s IN s)"
         "\nPOSITION(',' IN s)"
         "\nPOSITION(',' IN '')"
         "\nPOSITION(',' IN '  pad me  ')"
         "\nPOSITION(',' IN 'Grüße, 世界')"
         "\nPOSITION(',' IN 'ÀÉÎ ǅ ß')"
         "\nPOSITION(',' IN 'a,b,,c')"
         "\nPOSITION(',' IN ('tab' || CHR(9) || 'end'))"
         "\nPOSITION(',' IN CAST(NULL AS STRING))"
         "\nPOSITION(',' IN 'x')"),
    runs("LOCATE", C::String, "LOCATE(needle, str [, from])", "INT",
         "The 1-based position of needle in str at or after from, 0 when absent.",
         "LOCATE('o', s)\nLOCATE('l', 'hello', 4)\nLOCATE('l', 'hello', 0)\nLOCATE('x', 'hello')\nLOCATE('l', 'hello', -1)\nLOCATE('l', 'hello', 10)\nLOCATE(CAST(NULL AS STRING), 'x')\nLOCATE('ï', 'ünïï', 4)"
         "\nLOCATE('e', s, 3)"
         "\nLOCATE('e', '', 3)"
         "\nLOCATE('e', '  pad me  ', 3)"
         "\nLOCATE('e', 'Grüße, 世界', 3)"
         "\nLOCATE('e', 'ÀÉÎ ǅ ß', 3)"
         "\nLOCATE('e', 'a,b,,c', 3)"
         "\nLOCATE('e', ('tab' || CHR(9) || 'end'), 3)"
         "\nLOCATE('e', CAST(NULL AS STRING), 3)"
         "\nLOCATE('e', 'x', 3)"),
    runs("INSTR", C::String, "INSTR(str, needle [, from [, n]])", "INT",
         "The position of the n-th occurrence of needle in str, searching from from (backwards "
         "when negative).",
         "INSTR(s, 'o')\nINSTR('hello hello', 'll', 1, 2)\nINSTR('hello hello', 'l', -1)\nINSTR('hello', 'x')\nINSTR('abcabc', 'bc', -2, 1)\nINSTR('hello', 'l', 0)\nINSTR(CAST(NULL AS STRING), 'a')\nINSTR('aaa', 'aa', 1, 2)\nINSTR('ünïï', 'ï', -1)\nINSTR('hello', 'l', 1, 0)"
         "\nINSTR(s, 'ü')"
         "\nINSTR('', 'ü')"
         "\nINSTR('  pad me  ', 'ü')"
         "\nINSTR('Grüße, 世界', 'ü')"
         "\nINSTR('ÀÉÎ ǅ ß', 'ü')"
         "\nINSTR('a,b,,c', 'ü')"
         "\nINSTR(('tab' || CHR(9) || 'end'), 'ü')"
         "\nINSTR(CAST(NULL AS STRING), 'ü')"
         "\nINSTR('x', 'ü')"),
    runs("ASCII", C::String, "ASCII(str)", "INT", "The numeric value of the string's first byte.",
         "ASCII(s)\nASCII('A')\nASCII('')\nASCII('é')\nASCII(CAST(NULL AS STRING))\nASCII('abc')\nASCII(' ')"
         "\nASCII('  pad me  ')"
         "\nASCII('Grüße, 世界')"
         "\nASCII('ÀÉÎ ǅ ß')"
         "\nASCII('a,b,,c')"
         "\nASCII(('tab' || CHR(9) || 'end'))"
         "\nASCII('x')"),
    runs("CHR", C::String, "CHR(n)", "STRING", "The character whose code is n modulo 256.",
         "CHR(65)\nCHR(i + 60)\nCHR(256 + 97)\nCHR(-1)\nCHR(CAST(NULL AS INT))\nCHR(0)\nCHR(255)\nCHR(b)"),
    runs("REPLACE", C::String, "REPLACE(str, search, replacement)", "STRING",
         "The string with every occurrence of search replaced.",
         "REPLACE(s, 'o', '0')\nREPLACE('aaa', 'aa', 'b')\nREPLACE('abc', '', '-')\nREPLACE(CAST(NULL AS STRING), 'a', 'b')\nREPLACE('abc', 'b', '')\nREPLACE('ünï', 'n', 'N')\nREPLACE(s, ' ', s)"
         "\nREPLACE(s, ',', ';')"
         "\nREPLACE(s, '', 'z')"
         "\nREPLACE('', ',', ';')"
         "\nREPLACE('', '', 'z')"
         "\nREPLACE('  pad me  ', ',', ';')"
         "\nREPLACE('  pad me  ', '', 'z')"
         "\nREPLACE('Grüße, 世界', ',', ';')"
         "\nREPLACE('Grüße, 世界', '', 'z')"
         "\nREPLACE('ÀÉÎ ǅ ß', ',', ';')"
         "\nREPLACE('ÀÉÎ ǅ ß', '', 'z')"
         "\nREPLACE('a,b,,c', ',', ';')"
         "\nREPLACE('a,b,,c', '', 'z')"
         "\nREPLACE(('tab' || CHR(9) || 'end'), ',', ';')"
         "\nREPLACE(('tab' || CHR(9) || 'end'), '', 'z')"
         "\nREPLACE(CAST(NULL AS STRING), ',', ';')"
         "\nREPLACE(CAST(NULL AS STRING), '', 'z')"
         "\nREPLACE('x', ',', ';')"
         "\nREPLACE('x', '', 'z')"),
    runs("OVERLAY", C::String, "OVERLAY(str PLACING replacement FROM start [FOR length])", "STRING",
         "The string with length characters from start replaced.",
         "OVERLAY('This is an old string' PLACING ' new' FROM 10 FOR 5)\nOVERLAY(s PLACING 'XY' FROM 2)\nOVERLAY('abc' PLACING 'Z' FROM 5)\nOVERLAY('abcdef' PLACING '' FROM 2 FOR 2)\nOVERLAY(CAST(NULL AS STRING) PLACING 'x' FROM 1)\nOVERLAY('abcdef' PLACING 'XY' FROM 6)\nOVERLAY('abcdef' PLACING 'XY' FROM 2 FOR 10)\nOVERLAY('ünï' PLACING 'X' FROM 2 FOR 1)\nOVERLAY('abc' PLACING 'Z' FROM 0)"
         "\nOVERLAY(s PLACING 'XY' FROM 2 FOR 1)"
         "\nOVERLAY('' PLACING 'XY' FROM 2 FOR 1)"
         "\nOVERLAY('  pad me  ' PLACING 'XY' FROM 2 FOR 1)"
         "\nOVERLAY('Grüße, 世界' PLACING 'XY' FROM 2 FOR 1)"
         "\nOVERLAY('ÀÉÎ ǅ ß' PLACING 'XY' FROM 2 FOR 1)"
         "\nOVERLAY('a,b,,c' PLACING 'XY' FROM 2 FOR 1)"
         "\nOVERLAY(('tab' || CHR(9) || 'end') PLACING 'XY' FROM 2 FOR 1)"
         "\nOVERLAY(CAST(NULL AS STRING) PLACING 'XY' FROM 2 FOR 1)"
         "\nOVERLAY('x' PLACING 'XY' FROM 2 FOR 1)"),
    runs("REGEXP", C::String, "REGEXP(str, regex)", "BOOLEAN",
         "Whether a part of the string matches the regular expression.",
         "REGEXP(s, 'o W')\nREGEXP('abc', '^b')\nREGEXP('abc', 'b')\nREGEXP('abc', '')\nREGEXP(CAST(NULL AS STRING), 'a')\nREGEXP('abc', '[')\nREGEXP('ABC', '(?i)abc')\nREGEXP('a1', '\\\\d')"
         "\nREGEXP(s, '^[A-Z]')"
         "\nREGEXP('', '^[A-Z]')"
         "\nREGEXP('  pad me  ', '^[A-Z]')"
         "\nREGEXP('Grüße, 世界', '^[A-Z]')"
         "\nREGEXP('ÀÉÎ ǅ ß', '^[A-Z]')"
         "\nREGEXP('a,b,,c', '^[A-Z]')"
         "\nREGEXP(('tab' || CHR(9) || 'end'), '^[A-Z]')"
         "\nREGEXP(CAST(NULL AS STRING), '^[A-Z]')"
         "\nREGEXP('x', '^[A-Z]')"),
    runs("REGEXP_EXTRACT", C::String, "REGEXP_EXTRACT(str, regex [, group])", "STRING",
         "The text the given group (0: the whole match) of the first match captured.",
         "REGEXP_EXTRACT(s, '(\\w+) (\\w+)', 2)\nREGEXP_EXTRACT('foothebar', 'foo(.*?)(bar)', 1)\nREGEXP_EXTRACT('abc', 'x')\nREGEXP_EXTRACT('abc', 'b')\nREGEXP_EXTRACT(CAST(NULL AS STRING), 'a')\nREGEXP_EXTRACT('abc', '(a)(x)?', 2)\nREGEXP_EXTRACT('abc', 'b', 5)\nREGEXP_EXTRACT('a1b22', '\\\\d+')\nREGEXP_EXTRACT('abc', '[')"
         "\nREGEXP_EXTRACT(s, '([a-z]+)', 1)"
         "\nREGEXP_EXTRACT('', '([a-z]+)', 1)"
         "\nREGEXP_EXTRACT('  pad me  ', '([a-z]+)', 1)"
         "\nREGEXP_EXTRACT('Grüße, 世界', '([a-z]+)', 1)"
         "\nREGEXP_EXTRACT('ÀÉÎ ǅ ß', '([a-z]+)', 1)"
         "\nREGEXP_EXTRACT('a,b,,c', '([a-z]+)', 1)"
         "\nREGEXP_EXTRACT(('tab' || CHR(9) || 'end'), '([a-z]+)', 1)"
         "\nREGEXP_EXTRACT(CAST(NULL AS STRING), '([a-z]+)', 1)"
         "\nREGEXP_EXTRACT('x', '([a-z]+)', 1)"),
    runs("REGEXP_REPLACE", C::String, "REGEXP_REPLACE(str, regex, replacement)", "STRING",
         "The string with every match of the regular expression replaced (literally).",
         "REGEXP_REPLACE(s, 'o', '0')\nREGEXP_REPLACE('foobar', 'oo|ar', '')\nREGEXP_REPLACE('abc', 'x*', '-')\nREGEXP_REPLACE('a.b', '\\.', '$1')\nREGEXP_REPLACE(CAST(NULL AS STRING), 'a', 'b')\nREGEXP_REPLACE('abc', '[', 'x')\nREGEXP_REPLACE('a1b22', '\\\\d+', '#')\nREGEXP_REPLACE('ünï', 'n', '')\nREGEXP_REPLACE('abc', '', '-')\nREGEXP_REPLACE('aaa', 'a*', 'X')"
         "\nREGEXP_REPLACE(s, '[aeiou]', '#')"
         "\nREGEXP_REPLACE('', '[aeiou]', '#')"
         "\nREGEXP_REPLACE('  pad me  ', '[aeiou]', '#')"
         "\nREGEXP_REPLACE('Grüße, 世界', '[aeiou]', '#')"
         "\nREGEXP_REPLACE('ÀÉÎ ǅ ß', '[aeiou]', '#')"
         "\nREGEXP_REPLACE('a,b,,c', '[aeiou]', '#')"
         "\nREGEXP_REPLACE(('tab' || CHR(9) || 'end'), '[aeiou]', '#')"
         "\nREGEXP_REPLACE(CAST(NULL AS STRING), '[aeiou]', '#')"
         "\nREGEXP_REPLACE('x', '[aeiou]', '#')"),
    runs("SPLIT_INDEX", C::String, "SPLIT_INDEX(str, delimiter, index)", "STRING",
         "The piece at the 0-based index of the string split at the delimiter.",
         "SPLIT_INDEX(s, ' ', 1)\nSPLIT_INDEX('a,b,,c', ',', 2)\nSPLIT_INDEX('a,b', ',', 5)\nSPLIT_INDEX('a,b', ',', -1)\nSPLIT_INDEX(CAST(NULL AS STRING), ',', 0)\nSPLIT_INDEX('a::b', '::', 1)\nSPLIT_INDEX('', ',', 0)\nSPLIT_INDEX(s, ' ', i)"
         "\nSPLIT_INDEX(s, ',', 1)"
         "\nSPLIT_INDEX(s, ',', 5)"
         "\nSPLIT_INDEX('', ',', 1)"
         "\nSPLIT_INDEX('', ',', 5)"
         "\nSPLIT_INDEX('  pad me  ', ',', 1)"
         "\nSPLIT_INDEX('  pad me  ', ',', 5)"
         "\nSPLIT_INDEX('Grüße, 世界', ',', 1)"
         "\nSPLIT_INDEX('Grüße, 世界', ',', 5)"
         "\nSPLIT_INDEX('ÀÉÎ ǅ ß', ',', 1)"
         "\nSPLIT_INDEX('ÀÉÎ ǅ ß', ',', 5)"
         "\nSPLIT_INDEX('a,b,,c', ',', 1)"
         "\nSPLIT_INDEX('a,b,,c', ',', 5)"
         "\nSPLIT_INDEX(('tab' || CHR(9) || 'end'), ',', 1)"
         "\nSPLIT_INDEX(('tab' || CHR(9) || 'end'), ',', 5)"
         "\nSPLIT_INDEX(CAST(NULL AS STRING), ',', 1)"
         "\nSPLIT_INDEX(CAST(NULL AS STRING), ',', 5)"
         "\nSPLIT_INDEX('x', ',', 1)"
         "\nSPLIT_INDEX('x', ',', 5)"),
    runs("SPLIT", C::String, "SPLIT(str, delimiter)", "ARRAY<STRING>",
         "The pieces of the string split at the delimiter.",
         "SPLIT(s, ' ')\nSPLIT('a,b,,c', ',')\nSPLIT('abc', '')\nSPLIT('', ',')\nSPLIT(CAST(NULL AS STRING), ',')\nSPLIT('a::b::', '::')\nSPLIT('ünï', '')\nSPLIT(s, CAST(NULL AS STRING))"),
    runs("STR_TO_MAP", C::String, "STR_TO_MAP(str [, pairDelimiter, keyValueDelimiter])",
         "MAP<STRING, STRING>",
         "Splits the string into key/value pairs (',' and '=' by default; both regular "
         "expressions).",
         "STR_TO_MAP('a=1,b=2,c=3')\nSTR_TO_MAP('k1:v1;k2:v2', ';', ':')\nSTR_TO_MAP('a,b=1,a=2')\nSTR_TO_MAP('')\nSTR_TO_MAP(s, ' ', 'o')\nSTR_TO_MAP('x=1,,y=2,')\nSTR_TO_MAP(CAST(NULL AS STRING))\nSTR_TO_MAP('a=1=2,b')\nSTR_TO_MAP('k1|v1||k2|v2', '\\\\|\\\\|', '\\\\|')\nSTR_TO_MAP('x', ',', '=')"
         "\nCARDINALITY(STR_TO_MAP(s))"
         "\nCARDINALITY(STR_TO_MAP(''))"
         "\nCARDINALITY(STR_TO_MAP('  pad me  '))"
         "\nCARDINALITY(STR_TO_MAP('Grüße, 世界'))"
         "\nCARDINALITY(STR_TO_MAP('ÀÉÎ ǅ ß'))"
         "\nCARDINALITY(STR_TO_MAP('a,b,,c'))"
         "\nCARDINALITY(STR_TO_MAP(('tab' || CHR(9) || 'end')))"
         "\nCARDINALITY(STR_TO_MAP(CAST(NULL AS STRING)))"
         "\nCARDINALITY(STR_TO_MAP('x'))"),
    runs("PARSE_URL", C::String, "PARSE_URL(url, part [, key])", "STRING",
         "A part of the URL (HOST, PATH, QUERY, REF, PROTOCOL, FILE, AUTHORITY, USERINFO), or "
         "the value of a query parameter.",
         "PARSE_URL('http://user@example.com:8080/a/b?k=v&x=1#frag', 'HOST')\nPARSE_URL('http://example.com/a/b?k=v&x=1', 'QUERY', 'x')\nPARSE_URL('http://example.com/a/b?k=v', 'PATH')\nPARSE_URL('http://example.com/a?k=v#r', 'REF')\nPARSE_URL('http://user@example.com:8080/a', 'AUTHORITY')\nPARSE_URL('not a url', 'HOST')\nPARSE_URL('https://example.com/p?q=1', 'FILE')"),
    // --- Temporal -----------------------------------------------------------------------------
    runs("EXTRACT", C::Temporal, "EXTRACT(unit FROM value)", "BIGINT",
         "A field (YEAR, MONTH, DAY, HOUR, ..., DOW, DOY, WEEK, EPOCH) of a date, time, "
         "timestamp or interval.",
         "EXTRACT(YEAR FROM ts)\nEXTRACT(MONTH FROM dt)\nEXTRACT(DAY FROM ts)\nEXTRACT(HOUR FROM ts)\nEXTRACT(MINUTE FROM ts)\nEXTRACT(SECOND FROM ts)\nEXTRACT(MILLISECOND FROM ts)\nEXTRACT(DOW FROM dt)\nEXTRACT(DOY FROM dt)\nEXTRACT(WEEK FROM dt)\nEXTRACT(QUARTER FROM ts)\nEXTRACT(EPOCH FROM ts)\nEXTRACT(DECADE FROM dt)\nEXTRACT(CENTURY FROM dt)\nEXTRACT(ISODOW FROM dt)\nEXTRACT(ISOYEAR FROM DATE '2021-01-01')\nEXTRACT(HOUR FROM TIME '12:34:56')\nEXTRACT(DAY FROM INTERVAL '3 04:05:06' DAY TO SECOND)\nEXTRACT(MONTH FROM INTERVAL '2-5' YEAR TO MONTH)\nEXTRACT(MICROSECOND FROM ts)\nPARSE_URL(CAST(NULL AS STRING), 'HOST')\nPARSE_URL('http://example.com/a?k=v', 'QUERY')\nPARSE_URL('http://example.com/a?k=v', 'PROTOCOL')\nPARSE_URL('http://example.com', 'PATH')\nPARSE_URL('http://example.com/a?k=v&k2=v2', 'QUERY', 'k2')\nPARSE_URL('http://example.com/a?k=v', 'QUERY', 'zz')\nPARSE_URL('http://example.com/a', 'USERINFO')\nPARSE_URL('http://u:p@h/x', 'USERINFO')\nPARSE_URL('ftp://files.example.org/pub', 'HOST')\nPARSE_URL('http://example.com/a', 'NOTAPART')\nEXTRACT(YEAR FROM CAST(NULL AS DATE))\nEXTRACT(DAY FROM ts)\nEXTRACT(NANOSECOND FROM ts)\nEXTRACT(MILLENNIUM FROM dt)\nEXTRACT(WEEK FROM DATE '2021-01-03')\nEXTRACT(ISOYEAR FROM DATE '2024-12-30')\nEXTRACT(DOW FROM DATE '2024-03-03')\nEXTRACT(MINUTE FROM TIME '23:59:01')\nEXTRACT(HOUR FROM INTERVAL '-5' HOUR)\nEXTRACT(YEAR FROM INTERVAL '30' MONTH)\nEXTRACT(EPOCH FROM dt)\nEXTRACT(QUARTER FROM dt)"
         "\nEXTRACT(MILLENNIUM FROM DATE '2024-02-29')"
         "\nEXTRACT(MILLENNIUM FROM DATE '1969-12-31')"
         "\nEXTRACT(MILLENNIUM FROM DATE '0001-01-01')"
         "\nEXTRACT(MILLENNIUM FROM DATE '9999-12-31')"
         "\nEXTRACT(MILLENNIUM FROM DATE '2020-12-31')"
         "\nEXTRACT(MILLENNIUM FROM DATE '2021-01-03')"
         "\nEXTRACT(MILLENNIUM FROM TIMESTAMP '1969-12-31 23:59:59.999')"
         "\nEXTRACT(MILLENNIUM FROM TIMESTAMP '2000-01-01 00:00:00')"
         "\nEXTRACT(MILLENNIUM FROM TIMESTAMP '2024-12-30 18:07:05.5')"
         "\nEXTRACT(MILLENNIUM FROM ts)"
         "\nEXTRACT(MILLENNIUM FROM CAST(NULL AS DATE))"
         "\nEXTRACT(CENTURY FROM DATE '2024-02-29')"
         "\nEXTRACT(CENTURY FROM DATE '1969-12-31')"
         "\nEXTRACT(CENTURY FROM DATE '0001-01-01')"
         "\nEXTRACT(CENTURY FROM DATE '9999-12-31')"
         "\nEXTRACT(CENTURY FROM DATE '2020-12-31')"
         "\nEXTRACT(CENTURY FROM DATE '2021-01-03')"
         "\nEXTRACT(CENTURY FROM TIMESTAMP '1969-12-31 23:59:59.999')"
         "\nEXTRACT(CENTURY FROM TIMESTAMP '2000-01-01 00:00:00')"
         "\nEXTRACT(CENTURY FROM TIMESTAMP '2024-12-30 18:07:05.5')"
         "\nEXTRACT(CENTURY FROM ts)"
         "\nEXTRACT(CENTURY FROM CAST(NULL AS DATE))"
         "\nEXTRACT(DECADE FROM DATE '2024-02-29')"
         "\nEXTRACT(DECADE FROM DATE '1969-12-31')"
         "\nEXTRACT(DECADE FROM DATE '0001-01-01')"
         "\nEXTRACT(DECADE FROM DATE '9999-12-31')"
         "\nEXTRACT(DECADE FROM DATE '2020-12-31')"
         "\nEXTRACT(DECADE FROM DATE '2021-01-03')"
         "\nEXTRACT(DECADE FROM TIMESTAMP '1969-12-31 23:59:59.999')"
         "\nEXTRACT(DECADE FROM TIMESTAMP '2000-01-01 00:00:00')"
         "\nEXTRACT(DECADE FROM TIMESTAMP '2024-12-30 18:07:05.5')"
         "\nEXTRACT(DECADE FROM ts)"
         "\nEXTRACT(DECADE FROM CAST(NULL AS DATE))"
         "\nEXTRACT(YEAR FROM DATE '2024-02-29')"
         "\nEXTRACT(YEAR FROM DATE '1969-12-31')"
         "\nEXTRACT(YEAR FROM DATE '0001-01-01')"
         "\nEXTRACT(YEAR FROM DATE '9999-12-31')"
         "\nEXTRACT(YEAR FROM DATE '2020-12-31')"
         "\nEXTRACT(YEAR FROM DATE '2021-01-03')"
         "\nEXTRACT(YEAR FROM TIMESTAMP '1969-12-31 23:59:59.999')"
         "\nEXTRACT(YEAR FROM TIMESTAMP '2000-01-01 00:00:00')"
         "\nEXTRACT(YEAR FROM TIMESTAMP '2024-12-30 18:07:05.5')"
         "\nEXTRACT(YEAR FROM dt)"
         "\nEXTRACT(QUARTER FROM DATE '2024-02-29')"
         "\nEXTRACT(QUARTER FROM DATE '1969-12-31')"
         "\nEXTRACT(QUARTER FROM DATE '0001-01-01')"
         "\nEXTRACT(QUARTER FROM DATE '9999-12-31')"
         "\nEXTRACT(QUARTER FROM DATE '2020-12-31')"
         "\nEXTRACT(QUARTER FROM DATE '2021-01-03')"
         "\nEXTRACT(QUARTER FROM TIMESTAMP '1969-12-31 23:59:59.999')"
         "\nEXTRACT(QUARTER FROM TIMESTAMP '2000-01-01 00:00:00')"
         "\nEXTRACT(QUARTER FROM TIMESTAMP '2024-12-30 18:07:05.5')"
         "\nEXTRACT(QUARTER FROM CAST(NULL AS DATE))"
         "\nEXTRACT(MONTH FROM DATE '2024-02-29')"
         "\nEXTRACT(MONTH FROM DATE '1969-12-31')"
         "\nEXTRACT(MONTH FROM DATE '0001-01-01')"
         "\nEXTRACT(MONTH FROM DATE '9999-12-31')"
         "\nEXTRACT(MONTH FROM DATE '2020-12-31')"
         "\nEXTRACT(MONTH FROM DATE '2021-01-03')"
         "\nEXTRACT(MONTH FROM TIMESTAMP '1969-12-31 23:59:59.999')"
         "\nEXTRACT(MONTH FROM TIMESTAMP '2000-01-01 00:00:00')"
         "\nEXTRACT(MONTH FROM TIMESTAMP '2024-12-30 18:07:05.5')"
         "\nEXTRACT(MONTH FROM ts)"
         "\nEXTRACT(MONTH FROM CAST(NULL AS DATE))"
         "\nEXTRACT(WEEK FROM DATE '2024-02-29')"
         "\nEXTRACT(WEEK FROM DATE '1969-12-31')"
         "\nEXTRACT(WEEK FROM DATE '0001-01-01')"
         "\nEXTRACT(WEEK FROM DATE '9999-12-31')"
         "\nEXTRACT(WEEK FROM DATE '2020-12-31')"
         "\nEXTRACT(WEEK FROM TIMESTAMP '1969-12-31 23:59:59.999')"
         "\nEXTRACT(WEEK FROM TIMESTAMP '2000-01-01 00:00:00')"
         "\nEXTRACT(WEEK FROM TIMESTAMP '2024-12-30 18:07:05.5')"
         "\nEXTRACT(WEEK FROM ts)"
         "\nEXTRACT(WEEK FROM CAST(NULL AS DATE))"
         "\nEXTRACT(DAY FROM DATE '2024-02-29')"
         "\nEXTRACT(DAY FROM DATE '1969-12-31')"
         "\nEXTRACT(DAY FROM DATE '0001-01-01')"
         "\nEXTRACT(DAY FROM DATE '9999-12-31')"
         "\nEXTRACT(DAY FROM DATE '2020-12-31')"
         "\nEXTRACT(DAY FROM DATE '2021-01-03')"
         "\nEXTRACT(DAY FROM TIMESTAMP '1969-12-31 23:59:59.999')"
         "\nEXTRACT(DAY FROM TIMESTAMP '2000-01-01 00:00:00')"
         "\nEXTRACT(DAY FROM TIMESTAMP '2024-12-30 18:07:05.5')"
         "\nEXTRACT(DAY FROM dt)"
         "\nEXTRACT(DAY FROM CAST(NULL AS DATE))"
         "\nEXTRACT(DOY FROM DATE '2024-02-29')"
         "\nEXTRACT(DOY FROM DATE '1969-12-31')"
         "\nEXTRACT(DOY FROM DATE '0001-01-01')"
         "\nEXTRACT(DOY FROM DATE '9999-12-31')"
         "\nEXTRACT(DOY FROM DATE '2020-12-31')"
         "\nEXTRACT(DOY FROM DATE '2021-01-03')"
         "\nEXTRACT(DOY FROM TIMESTAMP '1969-12-31 23:59:59.999')"
         "\nEXTRACT(DOY FROM TIMESTAMP '2000-01-01 00:00:00')"
         "\nEXTRACT(DOY FROM TIMESTAMP '2024-12-30 18:07:05.5')"
         "\nEXTRACT(DOY FROM ts)"
         "\nEXTRACT(DOY FROM CAST(NULL AS DATE))"
         "\nEXTRACT(DOW FROM DATE '2024-02-29')"
         "\nEXTRACT(DOW FROM DATE '1969-12-31')"
         "\nEXTRACT(DOW FROM DATE '0001-01-01')"
         "\nEXTRACT(DOW FROM DATE '9999-12-31')"
         "\nEXTRACT(DOW FROM DATE '2020-12-31')"
         "\nEXTRACT(DOW FROM DATE '2021-01-03')"
         "\nEXTRACT(DOW FROM TIMESTAMP '1969-12-31 23:59:59.999')"
         "\nEXTRACT(DOW FROM TIMESTAMP '2000-01-01 00:00:00')"
         "\nEXTRACT(DOW FROM TIMESTAMP '2024-12-30 18:07:05.5')"
         "\nEXTRACT(DOW FROM ts)"
         "\nEXTRACT(DOW FROM CAST(NULL AS DATE))"
         "\nEXTRACT(ISODOW FROM DATE '2024-02-29')"
         "\nEXTRACT(ISODOW FROM DATE '1969-12-31')"
         "\nEXTRACT(ISODOW FROM DATE '0001-01-01')"
         "\nEXTRACT(ISODOW FROM DATE '9999-12-31')"
         "\nEXTRACT(ISODOW FROM DATE '2020-12-31')"
         "\nEXTRACT(ISODOW FROM DATE '2021-01-03')"
         "\nEXTRACT(ISODOW FROM TIMESTAMP '1969-12-31 23:59:59.999')"
         "\nEXTRACT(ISODOW FROM TIMESTAMP '2000-01-01 00:00:00')"
         "\nEXTRACT(ISODOW FROM TIMESTAMP '2024-12-30 18:07:05.5')"
         "\nEXTRACT(ISODOW FROM ts)"
         "\nEXTRACT(ISODOW FROM CAST(NULL AS DATE))"
         "\nEXTRACT(ISOYEAR FROM DATE '2024-02-29')"
         "\nEXTRACT(ISOYEAR FROM DATE '1969-12-31')"
         "\nEXTRACT(ISOYEAR FROM DATE '0001-01-01')"
         "\nEXTRACT(ISOYEAR FROM DATE '9999-12-31')"
         "\nEXTRACT(ISOYEAR FROM DATE '2020-12-31')"
         "\nEXTRACT(ISOYEAR FROM DATE '2021-01-03')"
         "\nEXTRACT(ISOYEAR FROM TIMESTAMP '1969-12-31 23:59:59.999')"
         "\nEXTRACT(ISOYEAR FROM TIMESTAMP '2000-01-01 00:00:00')"
         "\nEXTRACT(ISOYEAR FROM TIMESTAMP '2024-12-30 18:07:05.5')"
         "\nEXTRACT(ISOYEAR FROM ts)"
         "\nEXTRACT(ISOYEAR FROM dt)"
         "\nEXTRACT(ISOYEAR FROM CAST(NULL AS DATE))"
         "\nEXTRACT(EPOCH FROM DATE '2024-02-29')"
         "\nEXTRACT(EPOCH FROM DATE '1969-12-31')"
         "\nEXTRACT(EPOCH FROM DATE '0001-01-01')"
         "\nEXTRACT(EPOCH FROM DATE '9999-12-31')"
         "\nEXTRACT(EPOCH FROM DATE '2020-12-31')"
         "\nEXTRACT(EPOCH FROM DATE '2021-01-03')"
         "\nEXTRACT(EPOCH FROM TIMESTAMP '1969-12-31 23:59:59.999')"
         "\nEXTRACT(EPOCH FROM TIMESTAMP '2000-01-01 00:00:00')"
         "\nEXTRACT(EPOCH FROM TIMESTAMP '2024-12-30 18:07:05.5')"
         "\nEXTRACT(EPOCH FROM CAST(NULL AS DATE))"
         "\nEXTRACT(HOUR FROM DATE '2024-02-29')"
         "\nEXTRACT(HOUR FROM DATE '1969-12-31')"
         "\nEXTRACT(HOUR FROM DATE '0001-01-01')"
         "\nEXTRACT(HOUR FROM DATE '9999-12-31')"
         "\nEXTRACT(HOUR FROM DATE '2020-12-31')"
         "\nEXTRACT(HOUR FROM DATE '2021-01-03')"
         "\nEXTRACT(HOUR FROM TIMESTAMP '1969-12-31 23:59:59.999')"
         "\nEXTRACT(HOUR FROM TIMESTAMP '2000-01-01 00:00:00')"
         "\nEXTRACT(HOUR FROM TIMESTAMP '2024-12-30 18:07:05.5')"
         "\nEXTRACT(HOUR FROM dt)"
         "\nEXTRACT(HOUR FROM CAST(NULL AS DATE))"
         "\nEXTRACT(HOUR FROM TIME '23:59:58.25')"
         "\nEXTRACT(MINUTE FROM DATE '2024-02-29')"
         "\nEXTRACT(MINUTE FROM DATE '1969-12-31')"
         "\nEXTRACT(MINUTE FROM DATE '0001-01-01')"
         "\nEXTRACT(MINUTE FROM DATE '9999-12-31')"
         "\nEXTRACT(MINUTE FROM DATE '2020-12-31')"
         "\nEXTRACT(MINUTE FROM DATE '2021-01-03')"
         "\nEXTRACT(MINUTE FROM TIMESTAMP '1969-12-31 23:59:59.999')"
         "\nEXTRACT(MINUTE FROM TIMESTAMP '2000-01-01 00:00:00')"
         "\nEXTRACT(MINUTE FROM TIMESTAMP '2024-12-30 18:07:05.5')"
         "\nEXTRACT(MINUTE FROM dt)"
         "\nEXTRACT(MINUTE FROM CAST(NULL AS DATE))"
         "\nEXTRACT(MINUTE FROM TIME '23:59:58.25')"
         "\nEXTRACT(SECOND FROM DATE '2024-02-29')"
         "\nEXTRACT(SECOND FROM DATE '1969-12-31')"
         "\nEXTRACT(SECOND FROM DATE '0001-01-01')"
         "\nEXTRACT(SECOND FROM DATE '9999-12-31')"
         "\nEXTRACT(SECOND FROM DATE '2020-12-31')"
         "\nEXTRACT(SECOND FROM DATE '2021-01-03')"
         "\nEXTRACT(SECOND FROM TIMESTAMP '1969-12-31 23:59:59.999')"
         "\nEXTRACT(SECOND FROM TIMESTAMP '2000-01-01 00:00:00')"
         "\nEXTRACT(SECOND FROM TIMESTAMP '2024-12-30 18:07:05.5')"
         "\nEXTRACT(SECOND FROM dt)"
         "\nEXTRACT(SECOND FROM CAST(NULL AS DATE))"
         "\nEXTRACT(SECOND FROM TIME '23:59:58.25')"
         "\nEXTRACT(MILLISECOND FROM DATE '2024-02-29')"
         "\nEXTRACT(MILLISECOND FROM DATE '1969-12-31')"
         "\nEXTRACT(MILLISECOND FROM DATE '0001-01-01')"
         "\nEXTRACT(MILLISECOND FROM DATE '9999-12-31')"
         "\nEXTRACT(MILLISECOND FROM DATE '2020-12-31')"
         "\nEXTRACT(MILLISECOND FROM DATE '2021-01-03')"
         "\nEXTRACT(MILLISECOND FROM TIMESTAMP '1969-12-31 23:59:59.999')"
         "\nEXTRACT(MILLISECOND FROM TIMESTAMP '2000-01-01 00:00:00')"
         "\nEXTRACT(MILLISECOND FROM TIMESTAMP '2024-12-30 18:07:05.5')"
         "\nEXTRACT(MILLISECOND FROM dt)"
         "\nEXTRACT(MILLISECOND FROM CAST(NULL AS DATE))"
         "\nEXTRACT(MILLISECOND FROM TIME '23:59:58.25')"
         "\nEXTRACT(MICROSECOND FROM TIMESTAMP '1969-12-31 23:59:59.999')"
         "\nEXTRACT(MICROSECOND FROM TIMESTAMP '2000-01-01 00:00:00')"
         "\nEXTRACT(MICROSECOND FROM TIMESTAMP '2024-12-30 18:07:05.5')"
         "\nEXTRACT(MICROSECOND FROM CAST(NULL AS DATE))"
         "\nEXTRACT(NANOSECOND FROM TIMESTAMP '1969-12-31 23:59:59.999')"
         "\nEXTRACT(NANOSECOND FROM TIMESTAMP '2000-01-01 00:00:00')"
         "\nEXTRACT(NANOSECOND FROM TIMESTAMP '2024-12-30 18:07:05.5')"
         "\nEXTRACT(NANOSECOND FROM CAST(NULL AS DATE))"),
    runs("YEAR", C::Temporal, "YEAR(date)", "BIGINT", "The year of a date or timestamp.",
         "YEAR(dt)\nYEAR(ts)\nYEAR(DATE '0001-01-01')\nYEAR(CAST(NULL AS DATE))\nYEAR(DATE '1969-12-31')\nYEAR(TIMESTAMP '9999-12-31 23:59:59')"
         "\nYEAR(DATE '2024-02-29')"
         "\nYEAR(DATE '9999-12-31')"
         "\nYEAR(DATE '2020-12-31')"
         "\nYEAR(DATE '2021-01-03')"
         "\nYEAR(TIMESTAMP '1969-12-31 23:59:59.999')"
         "\nYEAR(TIMESTAMP '2000-01-01 00:00:00')"
         "\nYEAR(TIMESTAMP '2024-12-30 18:07:05.5')"),
    runs("QUARTER", C::Temporal, "QUARTER(date)", "BIGINT", "The quarter (1 to 4) of a date.",
         "QUARTER(dt)\nQUARTER(ts)\nQUARTER(DATE '2024-12-31')\nQUARTER(CAST(NULL AS TIMESTAMP(3)))"
         "\nQUARTER(DATE '2024-02-29')"
         "\nQUARTER(DATE '1969-12-31')"
         "\nQUARTER(DATE '0001-01-01')"
         "\nQUARTER(DATE '9999-12-31')"
         "\nQUARTER(DATE '2020-12-31')"
         "\nQUARTER(DATE '2021-01-03')"
         "\nQUARTER(TIMESTAMP '1969-12-31 23:59:59.999')"
         "\nQUARTER(TIMESTAMP '2000-01-01 00:00:00')"
         "\nQUARTER(TIMESTAMP '2024-12-30 18:07:05.5')"
         "\nQUARTER(CAST(NULL AS DATE))"),
    runs("MONTH", C::Temporal, "MONTH(date)", "BIGINT", "The month (1 to 12) of a date.",
         "MONTH(dt)\nMONTH(ts)\nMONTH(DATE '2024-01-31')\nMONTH(CAST(NULL AS DATE))"
         "\nMONTH(DATE '2024-02-29')"
         "\nMONTH(DATE '1969-12-31')"
         "\nMONTH(DATE '0001-01-01')"
         "\nMONTH(DATE '9999-12-31')"
         "\nMONTH(DATE '2020-12-31')"
         "\nMONTH(DATE '2021-01-03')"
         "\nMONTH(TIMESTAMP '1969-12-31 23:59:59.999')"
         "\nMONTH(TIMESTAMP '2000-01-01 00:00:00')"
         "\nMONTH(TIMESTAMP '2024-12-30 18:07:05.5')"),
    runs("WEEK", C::Temporal, "WEEK(date)", "BIGINT", "The ISO week (1 to 53) of a date.",
         "WEEK(dt)\nWEEK(ts)\nWEEK(DATE '2021-01-03')\nWEEK(DATE '2020-12-31')\nWEEK(DATE '2024-12-30')\nWEEK(CAST(NULL AS DATE))"
         "\nWEEK(DATE '2024-02-29')"
         "\nWEEK(DATE '1969-12-31')"
         "\nWEEK(DATE '0001-01-01')"
         "\nWEEK(DATE '9999-12-31')"
         "\nWEEK(TIMESTAMP '1969-12-31 23:59:59.999')"
         "\nWEEK(TIMESTAMP '2000-01-01 00:00:00')"
         "\nWEEK(TIMESTAMP '2024-12-30 18:07:05.5')"),
    runs("DAYOFYEAR", C::Temporal, "DAYOFYEAR(date)", "BIGINT", "The day of the year (1 to 366).",
         "DAYOFYEAR(dt)\nDAYOFYEAR(ts)\nDAYOFYEAR(DATE '2023-12-31')\nDAYOFYEAR(DATE '2024-12-31')"
         "\nDAYOFYEAR(DATE '2024-02-29')"
         "\nDAYOFYEAR(DATE '1969-12-31')"
         "\nDAYOFYEAR(DATE '0001-01-01')"
         "\nDAYOFYEAR(DATE '9999-12-31')"
         "\nDAYOFYEAR(DATE '2020-12-31')"
         "\nDAYOFYEAR(DATE '2021-01-03')"
         "\nDAYOFYEAR(TIMESTAMP '1969-12-31 23:59:59.999')"
         "\nDAYOFYEAR(TIMESTAMP '2000-01-01 00:00:00')"
         "\nDAYOFYEAR(TIMESTAMP '2024-12-30 18:07:05.5')"
         "\nDAYOFYEAR(CAST(NULL AS DATE))"),
    runs("DAYOFMONTH", C::Temporal, "DAYOFMONTH(date)", "BIGINT", "The day of the month (1 to 31).",
         "DAYOFMONTH(dt)\nDAYOFMONTH(ts)\nDAYOFMONTH(DATE '2024-02-29')\nDAYOFMONTH(CAST(NULL AS DATE))"
         "\nDAYOFMONTH(DATE '1969-12-31')"
         "\nDAYOFMONTH(DATE '0001-01-01')"
         "\nDAYOFMONTH(DATE '9999-12-31')"
         "\nDAYOFMONTH(DATE '2020-12-31')"
         "\nDAYOFMONTH(DATE '2021-01-03')"
         "\nDAYOFMONTH(TIMESTAMP '1969-12-31 23:59:59.999')"
         "\nDAYOFMONTH(TIMESTAMP '2000-01-01 00:00:00')"
         "\nDAYOFMONTH(TIMESTAMP '2024-12-30 18:07:05.5')"),
    runs("DAYOFWEEK", C::Temporal, "DAYOFWEEK(date)", "BIGINT",
         "The day of the week, 1 (Sunday) to 7 (Saturday).", "DAYOFWEEK(dt)\nDAYOFWEEK(ts)\nDAYOFWEEK(DATE '2024-03-03')\nDAYOFWEEK(DATE '2024-03-09')"
         "\nDAYOFWEEK(DATE '2024-02-29')"
         "\nDAYOFWEEK(DATE '1969-12-31')"
         "\nDAYOFWEEK(DATE '0001-01-01')"
         "\nDAYOFWEEK(DATE '9999-12-31')"
         "\nDAYOFWEEK(DATE '2020-12-31')"
         "\nDAYOFWEEK(DATE '2021-01-03')"
         "\nDAYOFWEEK(TIMESTAMP '1969-12-31 23:59:59.999')"
         "\nDAYOFWEEK(TIMESTAMP '2000-01-01 00:00:00')"
         "\nDAYOFWEEK(TIMESTAMP '2024-12-30 18:07:05.5')"
         "\nDAYOFWEEK(CAST(NULL AS DATE))"),
    runs("HOUR", C::Temporal, "HOUR(timestamp)", "BIGINT", "The hour of the day (0 to 23).",
         "HOUR(ts)\nHOUR(TIME '23:10:00')\nHOUR(CAST(NULL AS TIMESTAMP(3)))\nHOUR(TIMESTAMP '1969-12-31 22:00:00')"
         "\nHOUR(DATE '2024-02-29')"
         "\nHOUR(DATE '1969-12-31')"
         "\nHOUR(DATE '0001-01-01')"
         "\nHOUR(DATE '9999-12-31')"
         "\nHOUR(DATE '2020-12-31')"
         "\nHOUR(DATE '2021-01-03')"
         "\nHOUR(TIMESTAMP '1969-12-31 23:59:59.999')"
         "\nHOUR(TIMESTAMP '2000-01-01 00:00:00')"
         "\nHOUR(TIMESTAMP '2024-12-30 18:07:05.5')"
         "\nHOUR(dt)"
         "\nHOUR(CAST(NULL AS DATE))"
         "\nHOUR(TIME '23:59:58.25')"),
    runs("MINUTE", C::Temporal, "MINUTE(timestamp)", "BIGINT", "The minute of the hour (0 to 59).",
         "MINUTE(ts)\nMINUTE(TIME '23:10:00')\nMINUTE(CAST(NULL AS TIMESTAMP(3)))\nMINUTE(TIMESTAMP '1969-12-31 23:58:00')"
         "\nMINUTE(DATE '2024-02-29')"
         "\nMINUTE(DATE '1969-12-31')"
         "\nMINUTE(DATE '0001-01-01')"
         "\nMINUTE(DATE '9999-12-31')"
         "\nMINUTE(DATE '2020-12-31')"
         "\nMINUTE(DATE '2021-01-03')"
         "\nMINUTE(TIMESTAMP '1969-12-31 23:59:59.999')"
         "\nMINUTE(TIMESTAMP '2000-01-01 00:00:00')"
         "\nMINUTE(TIMESTAMP '2024-12-30 18:07:05.5')"
         "\nMINUTE(dt)"
         "\nMINUTE(CAST(NULL AS DATE))"
         "\nMINUTE(TIME '23:59:58.25')"),
    runs("SECOND", C::Temporal, "SECOND(timestamp)", "BIGINT", "The second of the minute (0 to 59).",
         "SECOND(ts)\nSECOND(TIME '23:10:09')\nSECOND(CAST(NULL AS TIMESTAMP(3)))\nSECOND(TIMESTAMP '2024-01-01 00:00:59.999')"
         "\nSECOND(DATE '2024-02-29')"
         "\nSECOND(DATE '1969-12-31')"
         "\nSECOND(DATE '0001-01-01')"
         "\nSECOND(DATE '9999-12-31')"
         "\nSECOND(DATE '2020-12-31')"
         "\nSECOND(DATE '2021-01-03')"
         "\nSECOND(TIMESTAMP '1969-12-31 23:59:59.999')"
         "\nSECOND(TIMESTAMP '2000-01-01 00:00:00')"
         "\nSECOND(TIMESTAMP '2024-12-30 18:07:05.5')"
         "\nSECOND(dt)"
         "\nSECOND(CAST(NULL AS DATE))"
         "\nSECOND(TIME '23:59:58.25')"),
    runs("TIMESTAMPDIFF", C::Temporal, "TIMESTAMPDIFF(unit, from, to)", "INT",
         "The number of whole units (SECOND, MINUTE, HOUR, DAY, WEEK, MONTH, QUARTER, YEAR) "
         "from one date or timestamp to another.",
         "TIMESTAMPDIFF(DAY, TIMESTAMP '2021-01-01 00:00:00', ts)\nTIMESTAMPDIFF(MONTH, dt, DATE '2025-01-01')\nTIMESTAMPDIFF(YEAR, DATE '2020-02-29', DATE '2021-02-28')\nTIMESTAMPDIFF(SECOND, ts, TIMESTAMP '2024-03-01 00:00:00')\nTIMESTAMPDIFF(HOUR, dt, ts)\nTIMESTAMPDIFF(WEEK, DATE '2020-01-01', DATE '2020-03-01')\nTIMESTAMPDIFF(QUARTER, ts, TIMESTAMP '2020-01-01 00:00:00')\nTIMESTAMPDIFF(MINUTE, ts, ts)\nTIMESTAMPDIFF(SECOND, TIMESTAMP '1900-01-01 00:00:00', TIMESTAMP '2100-01-01 00:00:00')\nTIMESTAMPDIFF(DAY, CAST(NULL AS TIMESTAMP(3)), ts)\nTIMESTAMPDIFF(MONTH, DATE '2024-01-31', DATE '2024-02-29')\nTIMESTAMPDIFF(MONTH, DATE '2024-03-31', DATE '2024-02-29')\nTIMESTAMPDIFF(YEAR, ts, TIMESTAMP '1900-01-01 00:00:00')\nTIMESTAMPDIFF(SECOND, TIMESTAMP '2024-01-01 00:00:00.999', TIMESTAMP '2024-01-01 00:00:01.001')\nTIMESTAMPDIFF(HOUR, TIME '10:00:00', TIME '12:30:00')\nTIMESTAMPDIFF(MINUTE, dt, dt)\nTIMESTAMPDIFF(DAY, dt, ts)"),
    runs("TIMESTAMPADD", C::Temporal, "TIMESTAMPADD(unit, n, value)", "the type of value",
         "The date, time or timestamp n units later.",
         "TIMESTAMPADD(DAY, 1, dt)\nTIMESTAMPADD(MONTH, 1, DATE '2021-01-31')\nTIMESTAMPADD(HOUR, 25, ts)\nTIMESTAMPADD(YEAR, 1, dt)\nTIMESTAMPADD(WEEK, i, ts)\nTIMESTAMPADD(HOUR, 1, dt)\nTIMESTAMPADD(QUARTER, -1, TIMESTAMP '2020-05-31 10:00:00')\nTIMESTAMPADD(SECOND, b, ts)\nTIMESTAMPADD(MINUTE, 90, TIME '23:00:00')\nTIMESTAMPADD(DAY, CAST(NULL AS INT), dt)\nTIMESTAMPADD(MONTH, -1, DATE '2024-03-31')\nTIMESTAMPADD(YEAR, -1, TIMESTAMP '2024-02-29 10:00:00')\nTIMESTAMPADD(SECOND, -1, dt)\nTIMESTAMPADD(HOUR, -25, TIME '01:00:00')\nTIMESTAMPADD(QUARTER, 2, dt)\nTIMESTAMPADD(WEEK, -1, dt)\nTIMESTAMPADD(MINUTE, i, ts)"),
    runs("DATE_FORMAT", C::Temporal, "DATE_FORMAT(timestamp, format)", "STRING",
         "The timestamp as text in a java.time pattern such as 'yyyy-MM-dd HH:mm'.",
         "DATE_FORMAT(ts, 'yyyy-MM-dd HH:mm:ss')\nDATE_FORMAT(ts, 'yyyyMMdd')\nDATE_FORMAT(ts, 'YYYYww')\nDATE_FORMAT(TIMESTAMP '2021-01-03 10:00:00', 'YYYY-ww e D')\nDATE_FORMAT(ts, 'EEE, d MMM yyyy h:mm a')\nDATE_FORMAT('2024-01-02 03:04:05', 'dd/MM/yyyy')\nDATE_FORMAT(ts, 'SSS')\nDATE_FORMAT(CAST(NULL AS TIMESTAMP(3)), 'yyyy')\nDATE_FORMAT(ts, CAST(NULL AS STRING))\nDATE_FORMAT(ts, 'HH:mm:ss.SSS a')\nDATE_FORMAT(ts, 'D Q e')\nDATE_FORMAT(ts, '''quoted'' yyyy')\nDATE_FORMAT(ts, 'MMMM EEEE')\nDATE_FORMAT(dt, 'yyyy-MM-dd')\nDATE_FORMAT('bad', 'yyyy')\nDATE_FORMAT(ts, 'YYYY-ww')\nDATE_FORMAT(TIMESTAMP '2020-12-27 00:00:00', 'YYYY ww e')\nDATE_FORMAT(TIMESTAMP '2021-12-26 00:00:00', 'YYYY ww e')\nDATE_FORMAT(ts, 'k K h H')"),
    runs("TO_TIMESTAMP", C::Temporal, "TO_TIMESTAMP(str [, format])", "TIMESTAMP(3)",
         "Parses text into a timestamp, by default in the 'yyyy-MM-dd HH:mm:ss' layout.",
         "TO_TIMESTAMP('2024-02-29 13:45:30')\nTO_TIMESTAMP('29/02/2024', 'dd/MM/yyyy')\nTO_TIMESTAMP('garbage')\nTO_TIMESTAMP('1999-9-10 05:20:10')\nTO_TIMESTAMP(CAST(NULL AS STRING))\nTO_TIMESTAMP('2024-02-29')\nTO_TIMESTAMP('2024-02-29 13:45:30.123456')\nTO_TIMESTAMP('20240229134530', 'yyyyMMddHHmmss')\nTO_TIMESTAMP('2024-13-01 00:00:00')\nTO_TIMESTAMP('12/31/1999 11 PM', 'MM/dd/yyyy hh a')"),
    runs("TO_DATE", C::Temporal, "TO_DATE(str [, format])", "DATE",
         "Parses text into a date, by default in the 'yyyy-MM-dd' layout.",
         "TO_DATE('2024-02-29')\nTO_DATE('20240229', 'yyyyMMdd')\nTO_DATE('2024-02-30')\nTO_DATE('garbage')\nTO_DATE(CAST(NULL AS STRING))\nTO_DATE('2024-02-29 10:00:00')\nTO_DATE('1999', 'yyyy')\nTO_DATE('31.12.1999', 'dd.MM.yyyy')\nTO_DATE('2024-2-3')"),
    runs("TO_TIMESTAMP_LTZ", C::Temporal, "TO_TIMESTAMP_LTZ(epoch, precision)", "TIMESTAMP_LTZ(3)",
         "The instant of an epoch number of seconds (precision 0) or milliseconds (precision 3).",
         "TO_TIMESTAMP_LTZ(0, 3)\nTO_TIMESTAMP_LTZ(b, 3)\nTO_TIMESTAMP_LTZ(1700000000, 0)\nTO_TIMESTAMP_LTZ(i, 0)\nTO_TIMESTAMP_LTZ(CAST(NULL AS BIGINT), 3)\nTO_TIMESTAMP_LTZ(-1, 3)\nTO_TIMESTAMP_LTZ(1.5, 0)\nTO_TIMESTAMP_LTZ(d, 3)"),
    runs("FROM_UNIXTIME", C::Temporal, "FROM_UNIXTIME(seconds [, format])", "STRING",
         "An epoch number of seconds as text in the session time zone, in a SimpleDateFormat "
         "pattern ('yyyy-MM-dd HH:mm:ss' by default).",
         "FROM_UNIXTIME(0)\nFROM_UNIXTIME(b / 1000)\nFROM_UNIXTIME(86400, 'yyyy-MM-dd u D')\nFROM_UNIXTIME(i)\nFROM_UNIXTIME(1700000000, 'EEE MMM d HH:mm:ss z yyyy')\nFROM_UNIXTIME(-1)\nFROM_UNIXTIME(CAST(NULL AS BIGINT))\nFROM_UNIXTIME(0, 'yyyy-MM-dd''T''HH:mm')\nFROM_UNIXTIME(1700000000, 'yy MMM dd')\nFROM_UNIXTIME(1700000000, 'w W F E a')\nFROM_UNIXTIME(1700000000, 'S SS SSS')\nFROM_UNIXTIME(-86400 * 365)\nFROM_UNIXTIME(1700000000, 'Z X XXX')"),
    runs("UNIX_TIMESTAMP", C::Temporal, "UNIX_TIMESTAMP([str [, format]])", "BIGINT",
         "The current epoch seconds, or those of text in the session time zone "
         "(Long.MIN_VALUE when it does not parse).",
         "UNIX_TIMESTAMP('2021-01-01 00:00:00')\nUNIX_TIMESTAMP('2021/01/01', 'yyyy/MM/dd')\nUNIX_TIMESTAMP('garbage')\nUNIX_TIMESTAMP() > 1600000000\nUNIX_TIMESTAMP('2021-02-30 25:61:00')\nUNIX_TIMESTAMP('2021-01-01 00:00:00 trailing')\nUNIX_TIMESTAMP(CAST(NULL AS STRING))\nUNIX_TIMESTAMP('1969-12-31 23:59:59')\nUNIX_TIMESTAMP('2024-02-29', 'yyyy-MM-dd')\nUNIX_TIMESTAMP('29 Feb 2024', 'dd MMM yyyy')\nUNIX_TIMESTAMP('2024-02-29 10:00:00 +0200', 'yyyy-MM-dd HH:mm:ss Z')\nUNIX_TIMESTAMP('2024-02-29 10:00', 'yyyy-MM-dd HH:mm')\nUNIX_TIMESTAMP('', 'yyyy')"),
    runs("CONVERT_TZ", C::Temporal, "CONVERT_TZ(str, fromZone, toZone)", "STRING",
         "Reads a 'yyyy-MM-dd HH:mm:ss' time in one zone and writes it in another.",
         "CONVERT_TZ('2021-01-01 00:00:00', 'UTC', 'Asia/Shanghai')\nCONVERT_TZ('2021-07-01 12:00:00', 'America/New_York', 'UTC')\nCONVERT_TZ('2021-01-01 00:00:00', 'Nowhere/City', 'GMT+8')\nCONVERT_TZ('bad', 'UTC', 'UTC')\nCONVERT_TZ('2021-03-14 02:30:00', 'America/New_York', 'UTC')\nCONVERT_TZ('2021-11-07 01:30:00', 'America/New_York', 'UTC')\nCONVERT_TZ('2021-01-01 00:00:00', 'UTC', 'UTC+8')\nCONVERT_TZ(CAST(NULL AS STRING), 'UTC', 'UTC')\nCONVERT_TZ('2024-02-29 10:00:00', 'Europe/Berlin', 'America/Los_Angeles')\nCONVERT_TZ('2024-02-29 10:00:00', 'GMT-05:30', 'UTC')\nCONVERT_TZ('2024-02-29 10:00:00', 'UTC', 'Australia/Lord_Howe')\nCONVERT_TZ('2024-02-29 10:00:00.5', 'UTC', 'Asia/Tokyo')\nCONVERT_TZ('2024-02-29', 'UTC', 'Asia/Tokyo')\nCONVERT_TZ('2021-10-31 02:30:00', 'Europe/Berlin', 'UTC')\nCONVERT_TZ('2021-03-28 02:30:00', 'Europe/Berlin', 'UTC')"),
    runs("CURRENT_DATE", C::Temporal, "CURRENT_DATE", "DATE NOT NULL", "Today in the session time zone.",
         "CURRENT_DATE > DATE '2020-01-01'"),
    runs("CURRENT_TIME", C::Temporal, "CURRENT_TIME", "TIME(0) NOT NULL",
         "The current time of day in the session time zone.", "CURRENT_TIME IS NOT NULL"),
    runs("LOCALTIME", C::Temporal, "LOCALTIME", "TIME(0) NOT NULL",
         "The current time of day in the session time zone.", "LOCALTIME IS NOT NULL"),
    runs("CURRENT_TIMESTAMP", C::Temporal, "CURRENT_TIMESTAMP", "TIMESTAMP_LTZ(3) NOT NULL",
         "The current instant, evaluated for every row in streaming.",
         "CURRENT_TIMESTAMP > TIMESTAMP '2020-01-01 00:00:00'"),
    runs("NOW", C::Temporal, "NOW()", "TIMESTAMP_LTZ(3) NOT NULL",
         "The current instant (CURRENT_TIMESTAMP).", "NOW() > TIMESTAMP '2020-01-01 00:00:00'"),
    runs("CURRENT_ROW_TIMESTAMP", C::Temporal, "CURRENT_ROW_TIMESTAMP()", "TIMESTAMP_LTZ(3) NOT NULL",
         "The current instant, evaluated for every row.",
         "CURRENT_ROW_TIMESTAMP() > TIMESTAMP '2020-01-01 00:00:00'"),
    runs("LOCALTIMESTAMP", C::Temporal, "LOCALTIMESTAMP", "TIMESTAMP(3) NOT NULL",
         "The current date and time in the session time zone.",
         "LOCALTIMESTAMP > TIMESTAMP '2020-01-01 00:00:00'"),
};

} // namespace

std::span<const FunctionInfo> textFunctionEntries() { return kEntries; }

} // namespace sluice::detail
