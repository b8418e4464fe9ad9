-- CREATE TABLE ... AS SELECT: the table takes the query's columns and the job writes them.
CREATE TABLE fruit (id INT, name STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/fruit.csv', 'format' = 'csv');
CREATE TABLE loud WITH ('connector' = 'print') AS
SELECT id * 10 AS id10, UPPER(name) AS name, ts FROM fruit WHERE id > 1;
