-- expect: accept
-- JSON_OBJECTAGG of a STRING in a legacy GROUP BY SESSION window
CREATE TABLE events (id INT, k STRING, v STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND) WITH ('connector' = 'datagen');
SELECT k, JSON_OBJECTAGG(KEY v VALUE v) AS o FROM events GROUP BY k, SESSION(ts, INTERVAL '10' SECOND);
