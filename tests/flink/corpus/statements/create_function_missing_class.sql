-- expect: reject
-- CREATE FUNCTION with a class that is not on the class path
CREATE TEMPORARY FUNCTION my_upper AS 'com.example.MissingUpper';
