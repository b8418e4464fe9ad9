-- expect: reject
-- A temporal join AS OF an expression, not the left side's time attribute
CREATE TABLE t (id INT, who STRING, v INT, ts TIMESTAMP(3), pt AS PROCTIME(), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND)
  WITH ('connector' = 'datagen');
CREATE TABLE r (who STRING, name STRING, ts TIMESTAMP(3), PRIMARY KEY (who) NOT ENFORCED, WATERMARK FOR ts AS ts)
  WITH ('connector' = 'upsert-kafka', 'topic' = 'r', 'properties.bootstrap.servers' = 'localhost:9092', 'key.format' = 'json', 'value.format' = 'json');
SELECT t.v, r.name FROM t JOIN r FOR SYSTEM_TIME AS OF t.ts - INTERVAL '1' SECOND ON t.who = r.who;
