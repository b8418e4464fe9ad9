-- Windows over a TIMESTAMP_LTZ time attribute run on wall-clock time of the session zone
-- (Flink's shiftTimeZone): a day runs from local midnight, window_start and window_end are local
-- TIMESTAMPs and window_time an instant. The instants cross New York's spring-forward
-- (2024-03-10, 02:00 skipped) and fall-back (2024-11-03, 01:00-02:00 twice) changes.
SET 'table.local-time-zone' = 'America/New_York';
CREATE TABLE events (
  id INT,
  ms BIGINT,
  lt AS TO_TIMESTAMP_LTZ(ms, 3),
  WATERMARK FOR lt AS lt - INTERVAL '1' SECOND
) WITH ('connector' = 'filesystem', 'path' = '${DATA}/instants.csv', 'format' = 'csv');
SELECT window_start, window_end, CAST(window_time AS STRING) AS wt, COUNT(*) AS n, MIN(id) AS first_id
FROM TABLE(TUMBLE(TABLE events, DESCRIPTOR(lt), INTERVAL '1' HOUR))
GROUP BY window_start, window_end, window_time;
SELECT window_start, window_end, COUNT(*) AS n
FROM TABLE(TUMBLE(TABLE events, DESCRIPTOR(lt), INTERVAL '1' DAY))
GROUP BY window_start, window_end;
SELECT window_start, window_end, COUNT(*) AS n
FROM TABLE(HOP(TABLE events, DESCRIPTOR(lt), INTERVAL '1' HOUR, INTERVAL '3' HOUR))
GROUP BY window_start, window_end;
SELECT window_start, window_end, COUNT(*) AS n
FROM TABLE(CUMULATE(TABLE events, DESCRIPTOR(lt), INTERVAL '2' HOUR, INTERVAL '1' DAY))
GROUP BY window_start, window_end;
SELECT window_start, window_end, window_time, COUNT(*) AS n
FROM TABLE(SESSION(TABLE events, DESCRIPTOR(lt), INTERVAL '30' MINUTE))
GROUP BY window_start, window_end, window_time;
SELECT TUMBLE_START(lt, INTERVAL '1' DAY) AS s, TUMBLE_END(lt, INTERVAL '1' DAY) AS e,
       TUMBLE_ROWTIME(lt, INTERVAL '1' DAY) AS rt, COUNT(*) AS n
FROM events
GROUP BY TUMBLE(lt, INTERVAL '1' DAY);
SELECT id, CAST(lt AS STRING) AS local_text, CAST(lt AS TIMESTAMP(3)) AS local_ts, HOUR(lt) AS h
FROM events WHERE MOD(id, 5) = 0;
