#include "sql_document.h"

#include "sql_editor.h"
#include "text_file.h"

#include <sluice/script.h>

#include <QCryptographicHash>
#include <QFileInfo>
#include <QUuid>

namespace sluice {

SqlDocument::SqlDocument(SqlEditor *editor)
    : QObject(editor), m_editor(editor),
      m_autosaveId(QUuid::createUuid().toString(QUuid::Id128))
{
    m_facts.setFunction([](std::string text) -> std::any { return checkScript(text); });
    connect(&m_facts, &AnalysisRunner::finished, this,
            [this](quint64, const std::any &result, const QString &error) {
                if (error.isEmpty())
                    m_editor->setCheckResult(std::any_cast<const CheckResult &>(result));
            });
    connect(m_editor, &QsciScintilla::textChanged, this, [this] {
        ++m_revision;
        const QByteArray text = m_editor->utf8Text();
        m_runner.schedule(text);
        m_facts.schedule(text);
    });
    connect(m_editor, &QsciScintilla::modificationChanged, this,
            &SqlDocument::modificationChanged);
}

QString SqlDocument::displayName() const
{
    if (m_filePath.isEmpty())
        return tr("Untitled-%1").arg(m_untitledNumber);
    return QFileInfo(m_filePath).fileName();
}

bool SqlDocument::isModified() const
{
    return m_editor->isModified();
}

void SqlDocument::setFilePath(const QString &path)
{
    const QString absolute = path.isEmpty() ? QString() : QFileInfo(path).absoluteFilePath();
    if (absolute == m_filePath)
        return;
    m_filePath = absolute;
    emit filePathChanged();
}

void SqlDocument::rememberDiskContents(const QByteArray &bytes)
{
    m_diskHash = QCryptographicHash::hash(bytes, QCryptographicHash::Sha1);
}

bool SqlDocument::differsFromDisk(const QByteArray &bytes) const
{
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha1) != m_diskHash;
}

bool SqlDocument::load(const QString &path, QString *error)
{
    QByteArray bytes;
    if (!TextFile::read(path, &bytes, error))
        return false;
    m_editor->setText(QString::fromUtf8(bytes));
    m_editor->SendScintilla(QsciScintillaBase::SCI_EMPTYUNDOBUFFER);
    m_editor->setModified(false);
    rememberDiskContents(bytes);
    setFilePath(path);
    markAutosaved();
    return true;
}

bool SqlDocument::save(QString *error)
{
    return saveAs(m_filePath, error);
}

bool SqlDocument::saveAs(const QString &path, QString *error)
{
    const QByteArray bytes = m_editor->utf8Text();
    if (!TextFile::writeAtomically(path, bytes, error))
        return false;
    rememberDiskContents(bytes);
    setFilePath(path);
    m_editor->setModified(false);
    return true;
}

void SqlDocument::restore(const QString &path, const QByteArray &text)
{
    // Start from what is on disk (or nothing, for an untitled buffer) and apply the recovered
    // text as one edit: the buffer shows as modified and Undo goes back to the saved version.
    QByteArray onDisk;
    QString ignored;
    const bool readable = !path.isEmpty() && TextFile::read(path, &onDisk, &ignored);
    m_editor->setText(readable ? QString::fromUtf8(onDisk) : QString());
    m_editor->SendScintilla(QsciScintillaBase::SCI_EMPTYUNDOBUFFER);
    m_editor->SendScintilla(QsciScintillaBase::SCI_SETSAVEPOINT);
    if (readable)
        rememberDiskContents(onDisk);
    setFilePath(path);
    m_editor->SendScintilla(QsciScintillaBase::SCI_SETTARGETRANGE, 0, m_editor->length());
    m_editor->SendScintilla(QsciScintillaBase::SCI_REPLACETARGET, text.size(), text.constData());
}

} // namespace sluice
