-- expect: accept
-- ALTER TABLE ... ADD a computed column
CREATE TABLE src (id INT, name STRING, score DOUBLE) WITH ('connector' = 'datagen');
ALTER TABLE src ADD doubled AS score * 2;
SELECT doubled FROM src;
