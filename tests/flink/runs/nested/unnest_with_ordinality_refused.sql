-- Flink 1.20's planner cannot plan UNNEST ... WITH ORDINALITY.
SELECT * FROM UNNEST(ARRAY[5, 6]) WITH ORDINALITY AS t (x, pos);
