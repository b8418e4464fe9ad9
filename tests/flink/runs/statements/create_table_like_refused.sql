-- LIKE INCLUDING OPTIONS refuses an option the base table already has.
CREATE TABLE fruit (id INT, name STRING)
  WITH ('connector' = 'filesystem', 'path' = '${DATA}/fruit.csv', 'format' = 'csv');
CREATE TABLE copy WITH ('format' = 'json') LIKE fruit (INCLUDING OPTIONS);
SELECT * FROM copy;
