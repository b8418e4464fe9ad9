package dev.sluice.oracle;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;

import org.apache.flink.configuration.ConfigOption;
import org.apache.flink.configuration.FallbackKey;
import org.apache.flink.table.factories.DynamicTableFactory;
import org.apache.flink.table.factories.Factory;
import org.apache.flink.table.factories.FormatFactory;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeMap;

/**
 * What Flink itself defines as options, read from the real jars: each table connector's and
 * format's required and optional WITH options (from its factory), and the configuration keys of
 * the option classes a job's SET statements use. Sluice's option registry is compared with it.
 */
final class OptionCatalog {
    /** The classes whose public ConfigOption constants are the keys a SET may name. */
    private static final String[] CONFIG_CLASSES = {
        "org.apache.flink.table.api.config.ExecutionConfigOptions",
        "org.apache.flink.table.api.config.OptimizerConfigOptions",
        "org.apache.flink.table.api.config.TableConfigOptions",
        "org.apache.flink.configuration.CoreOptions",
        "org.apache.flink.configuration.PipelineOptions",
        "org.apache.flink.configuration.ExecutionOptions",
        "org.apache.flink.configuration.CheckpointingOptions",
        "org.apache.flink.configuration.StateBackendOptions",
        "org.apache.flink.configuration.StateRecoveryOptions",
        "org.apache.flink.configuration.RestartStrategyOptions",
        "org.apache.flink.configuration.StateChangelogOptions",
        "org.apache.flink.configuration.TaskManagerOptions",
        "org.apache.flink.configuration.JobManagerOptions",
        "org.apache.flink.configuration.DeploymentOptions",
        "org.apache.flink.streaming.api.environment.ExecutionCheckpointingOptions",
        "org.apache.flink.contrib.streaming.state.RocksDBOptions",
        "org.apache.flink.contrib.streaming.state.RocksDBConfigurableOptions",
    };

    private OptionCatalog() {}

    static ObjectNode describe() {
        JsonNodeFactory json = JsonNodeFactory.instance;
        ObjectNode out = json.objectNode();
        ObjectNode connectors = out.putObject("connectors");
        ObjectNode formats = out.putObject("formats");
        Map<String, Factory> byId = new TreeMap<>();
        for (Factory f : ServiceLoader.load(Factory.class, OptionCatalog.class.getClassLoader())) {
            if (f instanceof DynamicTableFactory)
                byId.put("connector:" + f.factoryIdentifier(), f);
            if (f instanceof FormatFactory)
                byId.put("format:" + f.factoryIdentifier(), f);
        }
        for (Map.Entry<String, Factory> e : byId.entrySet()) {
            String id = e.getKey().substring(e.getKey().indexOf(':') + 1);
            ObjectNode target = e.getKey().startsWith("connector:")
                    ? (connectors.has(id) ? (ObjectNode) connectors.get(id) : connectors.putObject(id))
                    : (formats.has(id) ? (ObjectNode) formats.get(id) : formats.putObject(id));
            addOptions(target.withArray("required"), e.getValue().requiredOptions());
            addOptions(target.withArray("optional"), e.getValue().optionalOptions());
        }
        ArrayNode config = out.putArray("config");
        for (String name : CONFIG_CLASSES) {
            try {
                for (Field field : Class.forName(name).getFields()) {
                    if (Modifier.isStatic(field.getModifiers())
                            && ConfigOption.class.isAssignableFrom(field.getType())) {
                        ObjectNode o = describe((ConfigOption<?>) field.get(null));
                        o.put("class", name.substring(name.lastIndexOf('.') + 1));
                        o.put("deprecatedField", field.isAnnotationPresent(Deprecated.class));
                        config.add(o);
                    }
                }
            } catch (ReflectiveOperationException e) {
                out.withArray("missingClasses").add(name);
            }
        }
        return out;
    }

    private static void addOptions(ArrayNode out, Set<ConfigOption<?>> options) {
        for (ConfigOption<?> o : options) {
            boolean seen = false;
            for (var existing : out)
                seen |= existing.path("key").asText().equals(o.key());
            if (!seen)
                out.add(describe(o));
        }
    }

    private static ObjectNode describe(ConfigOption<?> o) {
        ObjectNode node = JsonNodeFactory.instance.objectNode();
        node.put("key", o.key());
        if (o.hasDefaultValue())
            node.put("default", String.valueOf(o.defaultValue()));
        ArrayNode fallbacks = node.putArray("fallbackKeys");
        for (FallbackKey k : o.fallbackKeys())
            fallbacks.add(k.getKey() + (k.isDeprecated() ? " (deprecated)" : ""));
        return node;
    }
}
