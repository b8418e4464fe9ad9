package dev.sluice.oracle;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Splits a job script into statements at top-level semicolons, as Flink's SQL client does: not
 * inside string literals, quoted identifiers or comments. A {@code BEGIN STATEMENT SET; ... END;}
 * block (the SQL client's form) becomes one {@code EXECUTE STATEMENT SET BEGIN ... END} statement,
 * which the Table API runs as one job.
 */
final class ScriptSplitter {
    /** One statement with the 1-based line of its first character in the script. */
    record Statement(String sql, int line) {}

    private ScriptSplitter() {}

    static List<Statement> split(String script) {
        List<Statement> raw = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        int line = 1;
        int startLine = -1;
        int n = script.length();
        for (int i = 0; i < n; ++i) {
            char c = script.charAt(i);
            if (c == '-' && i + 1 < n && script.charAt(i + 1) == '-') {
                while (i < n && script.charAt(i) != '\n')
                    ++i;
                if (i < n) {
                    current.append('\n');
                    ++line;
                }
                continue;
            }
            if (c == '/' && i + 1 < n && script.charAt(i + 1) == '*' && !isHint(script, i)) {
                int end = script.indexOf("*/", i + 2);
                end = end < 0 ? n : end + 2;
                for (int j = i; j < end; ++j)
                    if (script.charAt(j) == '\n') {
                        current.append('\n');
                        ++line;
                    }
                current.append(' ');
                i = end - 1;
                continue;
            }
            if (c == ';') {
                addStatement(raw, current, startLine);
                current.setLength(0);
                startLine = -1;
                continue;
            }
            if (startLine < 0 && !Character.isWhitespace(c))
                startLine = line;
            if (c == '\'' || c == '"' || c == '`' || (c == '/' && isHint(script, i))) {
                int end = quotedEnd(script, i);
                for (int j = i; j < end; ++j)
                    if (script.charAt(j) == '\n')
                        ++line;
                current.append(script, i, end);
                i = end - 1;
                continue;
            }
            if (c == '\n')
                ++line;
            current.append(c);
        }
        addStatement(raw, current, startLine);
        return joinStatementSets(raw);
    }

    private static boolean isHint(String s, int i) {
        return i + 2 < s.length() && s.charAt(i + 1) == '*' && s.charAt(i + 2) == '+';
    }

    // The index just past the literal, identifier or hint that starts at `i`; a doubled quote
    // stands for itself.
    private static int quotedEnd(String s, int i) {
        if (s.charAt(i) == '/') {
            int end = s.indexOf("*/", i + 3);
            return end < 0 ? s.length() : end + 2;
        }
        char q = s.charAt(i);
        int j = i + 1;
        while (j < s.length()) {
            if (s.charAt(j) == q) {
                if (j + 1 < s.length() && s.charAt(j + 1) == q) {
                    j += 2;
                    continue;
                }
                return j + 1;
            }
            ++j;
        }
        return s.length();
    }

    private static void addStatement(List<Statement> out, StringBuilder text, int line) {
        String sql = text.toString().strip();
        if (!sql.isEmpty())
            out.add(new Statement(sql, line));
    }

    private static String words(String sql) {
        return sql.replaceAll("\\s+", " ").toUpperCase(Locale.ROOT);
    }

    // The SQL client's `BEGIN STATEMENT SET; INSERT ...; END;`, and the Table API's
    // `EXECUTE STATEMENT SET BEGIN INSERT ...; ...; END` split at its inner semicolons, each made
    // one statement again.
    private static List<Statement> joinStatementSets(List<Statement> raw) {
        List<Statement> out = new ArrayList<>();
        for (int i = 0; i < raw.size(); ++i) {
            Statement s = raw.get(i);
            String head = words(s.sql());
            boolean clientForm = head.equals("BEGIN STATEMENT SET");
            boolean apiForm = head.startsWith("EXECUTE STATEMENT SET BEGIN");
            if (!clientForm && !apiForm) {
                out.add(s);
                continue;
            }
            StringBuilder body = new StringBuilder("EXECUTE STATEMENT SET\nBEGIN\n");
            if (apiForm)
                body.append(s.sql().replaceFirst("(?is)^\\s*EXECUTE\\s+STATEMENT\\s+SET\\s+BEGIN", ""))
                        .append(";\n");
            int j = i + 1;
            for (; j < raw.size() && !words(raw.get(j).sql()).equals("END"); ++j)
                body.append(raw.get(j).sql()).append(";\n");
            body.append("END");
            out.add(new Statement(body.toString(), s.line()));
            i = j;
        }
        return out;
    }
}
