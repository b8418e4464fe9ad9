package dev.sluice.oracle;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Takes the place of {@code System.out}, where Flink's print connector writes its rows, so that a
 * script's printed lines can be returned with its answer while the real standard output carries
 * only the oracle's protocol.
 */
final class PrintCapture extends OutputStream {
    private final ByteArrayOutputStream buffer = new ByteArrayOutputStream();

    /** Replaces System.out and System.err with streams into a new capture. */
    static PrintCapture install() {
        PrintCapture capture = new PrintCapture();
        PrintStream stream = new PrintStream(capture, true, StandardCharsets.UTF_8);
        System.setOut(stream);
        return capture;
    }

    @Override
    public synchronized void write(int b) {
        buffer.write(b);
    }

    @Override
    public synchronized void write(byte[] b, int off, int len) {
        buffer.write(b, off, len);
    }

    /** The complete lines written since the last call; an unfinished last line stays. */
    synchronized List<String> takeLines() {
        String text = buffer.toString(StandardCharsets.UTF_8);
        int end = text.lastIndexOf('\n');
        List<String> lines = new ArrayList<>();
        if (end < 0)
            return lines;
        for (String line : text.substring(0, end).split("\n", -1))
            lines.add(line);
        byte[] rest = text.substring(end + 1).getBytes(StandardCharsets.UTF_8);
        buffer.reset();
        buffer.write(rest, 0, rest.length);
        return lines;
    }
}
