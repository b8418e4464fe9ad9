-- A SELECT without FROM reads one row.
SELECT 1 + 1, 'x', ARRAY[1, 2], ROW(1, 'y'), CAST('2024-01-02' AS DATE);
