-- CREATE TABLE ... AS SELECT needs the new table's connector.
CREATE TABLE fruit (id INT, name STRING, ts TIMESTAMP(3))
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/fruit.csv', 'format' = 'csv');
CREATE TABLE loud AS SELECT id, name FROM fruit;
