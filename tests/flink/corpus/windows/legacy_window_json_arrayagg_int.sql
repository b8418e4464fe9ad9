-- expect: reject
-- JSON_ARRAYAGG of an INT in a legacy GROUP BY TUMBLE window: Flink passes the value unconverted and finds no accumulate method
CREATE TABLE events (id INT, k STRING, v STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND) WITH ('connector' = 'datagen');
SELECT k, JSON_ARRAYAGG(id) AS a FROM events GROUP BY k, TUMBLE(ts, INTERVAL '10' SECOND);
