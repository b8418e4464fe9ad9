-- CREATE TABLE ... LIKE: the base table's columns, computed columns, watermark and options,
-- its options overwritten by the new table's (the default, OVERWRITING OPTIONS), and a new
-- column appended.
CREATE TABLE fruit (
  id INT,
  name STRING,
  ts TIMESTAMP(3),
  name_len AS CHAR_LENGTH(name),
  WATERMARK FOR ts AS ts - INTERVAL '1' SECOND
) WITH ('connector' = 'filesystem', 'path' = '${DATA}/fruit.csv', 'format' = 'csv');
CREATE TABLE fruit_again (doubled AS id * 2) LIKE fruit;
CREATE TABLE printed WITH ('connector' = 'print') LIKE fruit (EXCLUDING ALL);
INSERT INTO printed SELECT id, name, ts FROM fruit_again WHERE doubled > 2;
SELECT window_start, COUNT(*), MAX(name_len)
FROM TABLE(TUMBLE(TABLE fruit_again, DESCRIPTOR(ts), INTERVAL '5' SECOND))
GROUP BY window_start, window_end;
