-- expect: reject
-- blackhole accepts no options
CREATE TABLE gen (id INT, name STRING) WITH ('connector' = 'datagen');
CREATE TABLE hole (id INT, name STRING) WITH ('connector' = 'blackhole', 'sink.parallelism' = '2');
INSERT INTO hole SELECT id, name FROM gen;
