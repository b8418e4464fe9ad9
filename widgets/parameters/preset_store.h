#pragma once

#include "set_statement_sync.h"

#include <QList>
#include <QString>

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace sluice {

/// A named set of option values the parameter form can apply in one step.
struct Preset {
    QString id;
    QString name;        ///< shown in the menu (built-in names are translated)
    QString description;
    bool builtIn = false;
    std::vector<std::pair<std::string, std::string>> options; ///< canonical key, value
};

/// One line of the diff a preset would make: key: old → new (old none = the default).
struct PresetDiffEntry {
    std::string key;
    std::optional<std::string> oldValue;
    std::string newValue;
};

/// The presets the parameter form offers: the built-in ones (one JSON data file in the
/// resources, seed 002's examples plus Low latency) and the user's own, kept as JSON files in
/// a directory and exchanged as files. Every option is checked against the registry on load.
class PresetStore
{
public:
    /// Built-ins from the resources; user presets from `userDirectory` (the app data directory's
    /// "presets" when empty).
    explicit PresetStore(const QString &userDirectory = {});

    const QList<Preset> &presets() const { return m_presets; }
    const Preset *find(const QString &id) const;
    QString userDirectory() const { return m_userDirectory; }

    /// Reads a presets document ({"presets": [...]} or a single preset object). Unknown keys
    /// and invalid values are errors naming the preset and key.
    static bool parse(const QByteArray &json, QList<Preset> *presets, QString *error);
    /// A presets document holding `presets`.
    static QByteArray toJson(const QList<Preset> &presets);

    /// Stores a user preset (replacing one with the same id) in the user directory.
    bool save(Preset preset, QString *error);
    /// Removes a user preset and its file.
    bool remove(const QString &id);
    /// Writes one preset to `path`.
    static bool exportTo(const Preset &preset, const QString &path, QString *error);
    /// Reads presets from `path` and saves them as user presets; returns their ids.
    QStringList importFrom(const QString &path, QString *error);

    /// A preset holding every option the job sets now.
    static Preset fromConfiguration(const SetStatementSync &sync, const QString &name);
    /// What applying `preset` would change (keys already at the value are left out).
    static std::vector<PresetDiffEntry> diff(const SetStatementSync &sync, const Preset &preset);
    /// The form changes that apply the diff.
    static std::vector<SetStatementSync::Change> changes(const std::vector<PresetDiffEntry> &diff);

private:
    void loadUserPresets();
    static QString idFor(const QString &name);

    QString m_userDirectory;
    QList<Preset> m_presets;
};

} // namespace sluice
