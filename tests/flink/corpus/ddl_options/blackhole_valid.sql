-- expect: accept
-- blackhole sink takes any changelog
CREATE TABLE gen (id INT, name STRING) WITH ('connector' = 'datagen');
CREATE TABLE hole (name STRING, cnt BIGINT) WITH ('connector' = 'blackhole');
INSERT INTO hole SELECT name, COUNT(*) FROM gen GROUP BY name;
