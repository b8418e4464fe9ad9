-- expect: accept
-- a script with nothing but comments
-- nothing to run here
/* a block comment */
