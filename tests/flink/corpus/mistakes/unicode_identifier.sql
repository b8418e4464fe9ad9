-- expect: accept
-- a backtick-quoted identifier with non-ASCII letters
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
SELECT id AS `名前` FROM src;
