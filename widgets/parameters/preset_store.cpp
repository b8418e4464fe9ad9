#include "preset_store.h"

#include <bridge/engine_text.h>

#include <sluice/option_registry.h>

#include <algorithm>

#include <QCoreApplication>
#include <QtGlobal>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSaveFile>
#include <QStandardPaths>

// The resources live in the static widgets library; the linker keeps them only when referred to.
static void initSluiceResources()
{
    Q_INIT_RESOURCE(resources);
}

namespace sluice {

namespace {

constexpr auto kBuiltInFile = ":/presets/presets.json";
constexpr auto kFormat = "sluice-presets";

// The built-in names and descriptions live in the data file; these entries let lupdate see them.
[[maybe_unused]] constexpr const char *kBuiltInTexts[] = {
    QT_TRANSLATE_NOOP("sluice::PresetStore", "Batch processing"),
    QT_TRANSLATE_NOOP("sluice::PresetStore", "Streaming"),
    QT_TRANSLATE_NOOP("sluice::PresetStore", "High throughput"),
    QT_TRANSLATE_NOOP("sluice::PresetStore", "Compatibility"),
    QT_TRANSLATE_NOOP("sluice::PresetStore", "Low latency"),
    QT_TRANSLATE_NOOP("sluice::PresetStore",
                      "Large bounded jobs: no idle-source timeout, source parallelism inferred from "
                      "the Hive input, vectorized Hive reads."),
    QT_TRANSLATE_NOOP("sluice::PresetStore",
                      "Continuous jobs: idle sources stop holding back watermarks after 30 s, Hive "
                      "partitions are discovered every minute, checkpoints every 5 minutes."),
    QT_TRANSLATE_NOOP("sluice::PresetStore",
                      "Most rows per second: mini-batches of up to 5,000 rows or 2 s, two-phase "
                      "aggregation with split distinct aggregates, parallelism 4, wide Hive source "
                      "parallelism, vectorized Hive reads and writes, more task manager memory."),
    QT_TRANSLATE_NOOP("sluice::PresetStore",
                      "Works with the most Hive setups: MapReduce reader and writer fallbacks, "
                      "conservative source parallelism, the Hive dialect."),
    QT_TRANSLATE_NOOP("sluice::PresetStore",
                      "Every row as soon as possible: no mini-batch buffering, single-phase "
                      "aggregation, frequent watermarks, idle sources released quickly."),
};

QString translated(const QString &text)
{
    return QCoreApplication::translate("sluice::PresetStore", text.toUtf8().constData());
}

QJsonObject presetObject(const Preset &preset)
{
    QJsonObject options;
    for (const auto &[key, value] : preset.options)
        options.insert(QString::fromStdString(key), QString::fromStdString(value));
    QJsonObject object{{QStringLiteral("id"), preset.id},
                       {QStringLiteral("name"), preset.name},
                       {QStringLiteral("options"), options}};
    if (!preset.description.isEmpty())
        object.insert(QStringLiteral("description"), preset.description);
    return object;
}

bool readPreset(const QJsonObject &object, Preset *preset, QString *error)
{
    preset->name = object.value(QStringLiteral("name")).toString().trimmed();
    preset->id = object.value(QStringLiteral("id")).toString().trimmed();
    preset->description = object.value(QStringLiteral("description")).toString();
    if (preset->name.isEmpty()) {
        *error = QCoreApplication::translate("sluice::PresetStore", "A preset has no name.");
        return false;
    }
    const QJsonValue options = object.value(QStringLiteral("options"));
    if (!options.isObject()) {
        *error = QCoreApplication::translate("sluice::PresetStore",
                                             "Preset '%1' has no \"options\" object.")
                     .arg(preset->name);
        return false;
    }
    const OptionRegistry &registry = OptionRegistry::instance();
    const QJsonObject map = options.toObject();
    for (auto it = map.begin(); it != map.end(); ++it) {
        const std::string key = it.key().toStdString();
        const QJsonValue v = it.value();
        const QString text = v.isBool()     ? (v.toBool() ? QStringLiteral("true")
                                                          : QStringLiteral("false"))
                             : v.isDouble() ? QString::number(v.toDouble(), 'g', 15)
                                            : v.toString();
        const Status status = registry.validateValue(key, text.toStdString());
        if (!status.isOk()) {
            *error = QCoreApplication::translate("sluice::PresetStore", "Preset '%1': %2")
                         .arg(preset->name, sluice::translated(status.text()));
            return false;
        }
        preset->options.emplace_back(registry.canonicalKey(key), text.toStdString());
    }
    // JSON objects have no order; keep presets in key order so a round trip is exact.
    std::sort(preset->options.begin(), preset->options.end());
    return true;
}

} // namespace

PresetStore::PresetStore(const QString &userDirectory)
    : m_userDirectory(userDirectory)
{
    if (m_userDirectory.isEmpty())
        m_userDirectory = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation)
                          + QStringLiteral("/presets");
    initSluiceResources();
    QFile file(QString::fromLatin1(kBuiltInFile));
    QString error;
    QList<Preset> builtIns;
    if (file.open(QIODevice::ReadOnly) && parse(file.readAll(), &builtIns, &error)) {
        for (Preset &p : builtIns) {
            p.builtIn = true;
            p.name = translated(p.name);
            p.description = translated(p.description);
            m_presets << p;
        }
    } else {
        qWarning("sluice: built-in presets not loaded: %s", qPrintable(error));
    }
    loadUserPresets();
}

const Preset *PresetStore::find(const QString &id) const
{
    for (const Preset &p : m_presets) {
        if (p.id == id)
            return &p;
    }
    return nullptr;
}

bool PresetStore::parse(const QByteArray &json, QList<Preset> *presets, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument document = QJsonDocument::fromJson(json, &parseError);
    if (document.isNull()) {
        *error = QCoreApplication::translate("sluice::PresetStore", "Not a JSON document: %1")
                     .arg(parseError.errorString());
        return false;
    }
    const QJsonObject root = document.object();
    QJsonArray items;
    if (root.contains(QStringLiteral("presets")))
        items = root.value(QStringLiteral("presets")).toArray();
    else if (root.contains(QStringLiteral("options")))
        items.append(root);
    if (items.isEmpty()) {
        *error = QCoreApplication::translate("sluice::PresetStore", "The file holds no presets.");
        return false;
    }
    QList<Preset> result;
    for (const QJsonValue &item : std::as_const(items)) {
        Preset preset;
        if (!readPreset(item.toObject(), &preset, error))
            return false;
        if (preset.id.isEmpty())
            preset.id = idFor(preset.name);
        result << preset;
    }
    *presets = result;
    return true;
}

QByteArray PresetStore::toJson(const QList<Preset> &presets)
{
    QJsonArray items;
    for (const Preset &p : presets)
        items.append(presetObject(p));
    const QJsonObject root{{QStringLiteral("format"), QString::fromLatin1(kFormat)},
                           {QStringLiteral("version"), 1},
                           {QStringLiteral("presets"), items}};
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

QString PresetStore::idFor(const QString &name)
{
    QString id = name.toLower();
    id.replace(QRegularExpression(QStringLiteral("[^\\w]+")), QStringLiteral("-"));
    return QStringLiteral("user-") + id;
}

void PresetStore::loadUserPresets()
{
    const QDir dir(m_userDirectory);
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        QFile file(dir.filePath(name));
        QList<Preset> loaded;
        QString error;
        if (!file.open(QIODevice::ReadOnly) || !parse(file.readAll(), &loaded, &error)) {
            qWarning("sluice: preset file %s skipped: %s", qPrintable(file.fileName()),
                     qPrintable(error));
            continue;
        }
        for (Preset &p : loaded) {
            if (!find(p.id))
                m_presets << p;
        }
    }
}

bool PresetStore::save(Preset preset, QString *error)
{
    if (preset.id.isEmpty() || preset.builtIn || !preset.id.startsWith(QLatin1String("user-")))
        preset.id = idFor(preset.name);
    preset.builtIn = false;
    if (!QDir().mkpath(m_userDirectory)) {
        *error = QCoreApplication::translate("sluice::PresetStore", "Cannot create %1.")
                     .arg(m_userDirectory);
        return false;
    }
    if (!exportTo(preset, QDir(m_userDirectory).filePath(preset.id + QStringLiteral(".json")),
                  error))
        return false;
    for (Preset &p : m_presets) {
        if (p.id == preset.id) {
            p = preset;
            return true;
        }
    }
    m_presets << preset;
    return true;
}

bool PresetStore::remove(const QString &id)
{
    for (qsizetype i = 0; i < m_presets.size(); ++i) {
        if (m_presets[i].id == id && !m_presets[i].builtIn) {
            QFile::remove(QDir(m_userDirectory).filePath(id + QStringLiteral(".json")));
            m_presets.removeAt(i);
            return true;
        }
    }
    return false;
}

bool PresetStore::exportTo(const Preset &preset, const QString &path, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(toJson({preset})) < 0 || !file.commit()) {
        *error = QCoreApplication::translate("sluice::PresetStore", "Cannot write %1: %2")
                     .arg(path, file.errorString());
        return false;
    }
    return true;
}

QStringList PresetStore::importFrom(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QCoreApplication::translate("sluice::PresetStore", "Cannot read %1: %2")
                     .arg(path, file.errorString());
        return {};
    }
    QList<Preset> loaded;
    if (!parse(file.readAll(), &loaded, error))
        return {};
    QStringList ids;
    for (Preset &p : loaded) {
        p.builtIn = false;
        if (!save(p, error))
            return {};
        ids << idFor(p.name);
    }
    return ids;
}

Preset PresetStore::fromConfiguration(const SetStatementSync &sync, const QString &name)
{
    Preset preset;
    preset.name = name;
    preset.id = idFor(name);
    const OptionRegistry &registry = OptionRegistry::instance();
    for (const std::string &key : sync.block().effectiveKeys()) {
        if (!registry.find(key) || sync.invalidValueMessage(key))
            continue;
        preset.options.emplace_back(key, *sync.value(key));
    }
    std::sort(preset.options.begin(), preset.options.end());
    return preset;
}

std::vector<PresetDiffEntry> PresetStore::diff(const SetStatementSync &sync, const Preset &preset)
{
    std::vector<PresetDiffEntry> entries;
    const OptionRegistry &registry = OptionRegistry::instance();
    for (const auto &[key, value] : preset.options) {
        const OptionSpec *spec = registry.find(key);
        if (!spec)
            continue;
        const std::optional<std::string> old = sync.value(key);
        const std::string inForce = old ? *old : spec->defaultValue.value_or(std::string());
        const auto a = normalizeOptionValue(*spec, inForce);
        const auto b = normalizeOptionValue(*spec, value);
        if (a.isOk() && b.isOk() && *a == *b)
            continue;
        entries.push_back({key, old, b.isOk() ? *b : value});
    }
    return entries;
}

std::vector<SetStatementSync::Change> PresetStore::changes(const std::vector<PresetDiffEntry> &diff)
{
    std::vector<SetStatementSync::Change> result;
    for (const PresetDiffEntry &e : diff)
        result.emplace_back(e.key, e.newValue);
    return result;
}

} // namespace sluice
