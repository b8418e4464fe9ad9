-- expect: reject
-- plain kafka sink cannot take the updates of a GROUP BY
CREATE TABLE gen (id INT, name STRING) WITH ('connector' = 'datagen');
CREATE TABLE events_out (id INT, name STRING) WITH (
  'connector' = 'kafka',
  'topic' = 'events_out',
  'properties.bootstrap.servers' = 'localhost:9092',
  'format' = 'json'
);
INSERT INTO events_out SELECT CAST(COUNT(*) AS INT), name FROM gen GROUP BY name;
