-- expect: accept
-- SUM(DISTINCT col)
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
SELECT name, SUM(DISTINCT score) FROM src GROUP BY name;
