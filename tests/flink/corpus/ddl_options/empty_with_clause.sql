-- expect: reject
-- CREATE TABLE with an empty WITH clause
CREATE TABLE t (id INT) WITH ();
