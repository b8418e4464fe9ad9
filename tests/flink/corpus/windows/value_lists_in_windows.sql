-- expect: accept
-- LISTAGG and ARRAY_AGG in HOP, CUMULATE and SESSION window table functions
CREATE TABLE events (id INT, k STRING, v STRING, ts TIMESTAMP(3), WATERMARK FOR ts AS ts - INTERVAL '5' SECOND) WITH ('connector' = 'datagen');
SELECT k, window_start, LISTAGG(v) AS vs FROM TABLE(HOP(TABLE events, DESCRIPTOR(ts), INTERVAL '5' SECOND, INTERVAL '10' SECOND)) GROUP BY k, window_start, window_end;
SELECT k, window_start, ARRAY_AGG(id) AS ids FROM TABLE(CUMULATE(TABLE events, DESCRIPTOR(ts), INTERVAL '5' SECOND, INTERVAL '10' SECOND)) GROUP BY k, window_start, window_end;
SELECT k, window_start, LISTAGG(v, ';') AS vs FROM TABLE(SESSION(TABLE events PARTITION BY k, DESCRIPTOR(ts), INTERVAL '5' SECOND)) GROUP BY k, window_start, window_end;
