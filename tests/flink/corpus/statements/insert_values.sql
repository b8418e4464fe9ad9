-- expect: accept
-- INSERT INTO ... VALUES
CREATE TABLE snk (id INT, name STRING, score DOUBLE) WITH ('connector' = 'print');
INSERT INTO snk VALUES (1, 'a', 0.5), (2, 'b', 1.5);
