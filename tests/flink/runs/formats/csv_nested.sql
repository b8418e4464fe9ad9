-- The csv format's ARRAY and ROW columns: elements joined by csv.array-element-delimiter, an
-- empty field an empty array or a NULL row; written back the same way.
CREATE TABLE src (id INT, r ROW<a INT, b STRING>, arr ARRAY<INT>)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/nested.csv', 'format' = 'csv');
CREATE TABLE files (id INT, r ROW<a INT, b STRING>, arr ARRAY<INT>)
  WITH ('connector' = 'filesystem', 'path' = '${OUT}/files', 'format' = 'csv',
        'csv.array-element-delimiter' = '|');
CREATE TABLE printed (id INT, r ROW<a INT, b STRING>, arr ARRAY<INT>, a INT, n INT)
  WITH ('connector' = 'print');
INSERT INTO printed SELECT id, r, arr, r.a, CARDINALITY(arr) FROM src;
INSERT INTO files SELECT * FROM src;
